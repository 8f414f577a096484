import { describe, expect, it } from "vitest";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import { MAX_TIMETABLE_ROWS } from "../../../domain/schedule/timetable-import";
import { parseTimetableCsv } from "./parse-timetable-csv";

const HEADER = "email,class name,teacher,room,start,end,days";

describe("reading a timetable file", () => {
  it("reads rows after a header, with days separated by ; or | or quoted commas", () => {
    const { rows, errors } = parseTimetableCsv(
      [
        HEADER,
        "Maya.Chen@Riverside.example,AP Biology,Dr. Priya Patel,S204,08:00,08:50,Monday;Wednesday;Friday",
        'maya.chen@riverside.example,English 11,Ms. Alvarez,B112,8:55,9:45,"Tue, Thu"',
        "leo@riverside.example,Study Hall,,,13:00,13:45,fri|MON",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        email: "maya.chen@riverside.example",
        entry: {
          className: "AP Biology",
          teacherName: "Dr. Priya Patel",
          roomNumber: "S204",
          startTime: "08:00",
          endTime: "08:50",
          daysOfWeek: ["Monday", "Wednesday", "Friday"],
        },
      },
      {
        row: 3,
        email: "maya.chen@riverside.example",
        entry: {
          className: "English 11",
          teacherName: "Ms. Alvarez",
          roomNumber: "B112",
          startTime: "08:55",
          endTime: "09:45",
          daysOfWeek: ["Tuesday", "Thursday"],
        },
      },
      {
        row: 4,
        email: "leo@riverside.example",
        entry: {
          className: "Study Hall",
          teacherName: null,
          roomNumber: null,
          startTime: "13:00",
          endTime: "13:45",
          daysOfWeek: ["Monday", "Friday"],
        },
      },
    ]);
  });

  it("reads a file without a header, with a byte-order mark, CRLF lines and blank lines", () => {
    const { rows, errors } = parseTimetableCsv(
      "\uFEFFa@riverside.example,Art,Ms. Kowalski,A2,14:15,15:05,Monday\r\n\r\nb@riverside.example,Art,,,14:15,15:05,Tuesday\r\n",
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.row, r.email])).toEqual([
      [1, "a@riverside.example"],
      [3, "b@riverside.example"],
    ]);
  });

  it("accepts header spellings like Class_Name and StartTime", () => {
    const { errors } = parseTimetableCsv(
      "Email,Class_Name,Teacher Name,Room Number,StartTime,End Time,Days Of Week\na@x.example,Art,,,09:00,10:00,Mon",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a header whose columns are in another order", () => {
    const { errors } = parseTimetableCsv(
      "email,class name,start,end,teacher,room,days\na@x.example,Art,,,09:00,10:00,Mon",
    );
    expect(errors[0]).toEqual({
      row: 1,
      message: "The header row must name the columns email, class name, teacher, room, start, end, days, in this order",
    });
  });

  it("numbers each problem with its line, reporting every problem of every row", () => {
    const { rows, errors } = parseTimetableCsv(
      [
        HEADER,
        "ok@x.example,Art,,,09:00,10:00,Monday",
        "not-an-email,Art,,,09:00,10:00,Monday",
        "b@x.example,,,,10:00,09:00,Funday",
        "c@x.example,Art,,,09:00,10:00",
        "d@x.example,Art,,,9.00,10:00,Monday;Monday",
      ].join("\n"),
    );
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, column: "email", message: 'email: "not-an-email" is not a valid email address' },
      { row: 4, column: "days", message: 'days: "Funday" is not a weekday (use Monday to Sunday, or Mon to Sun)' },
      { row: 4, column: "class name", message: `class name: ${SCHEDULE_TEXTS.classNameRequired}` },
      { row: 4, column: "end", message: `end: ${SCHEDULE_TEXTS.endNotAfterStart}` },
      {
        row: 5,
        message: "Expected 7 columns (email, class name, teacher, room, start, end, days), found 6",
      },
      { row: 6, column: "start", message: `start: ${SCHEDULE_TEXTS.startTimeInvalid}` },
      { row: 6, column: "days", message: `days: ${SCHEDULE_TEXTS.daysRepeated}` },
    ]);
  });

  it("reports an end before the start once the times themselves are valid", () => {
    const { errors } = parseTimetableCsv("a@x.example,Art,,,10:00,09:00,Monday");
    expect(errors).toEqual([{ row: 1, column: "end", message: `end: ${SCHEDULE_TEXTS.endNotAfterStart}` }]);
  });

  it("counts a quoted line break as part of its row, so the next row keeps its own line number", () => {
    const { rows, errors } = parseTimetableCsv(
      'a@x.example,"Art\nand Design",,,09:00,10:00,Monday\nb@x.example,Art,,,09:00,10:00,Friday\nbad,Art,,,09:00,10:00,Friday',
    );
    expect(rows.map((r) => r.row)).toEqual([1, 3]);
    expect(errors.map((e) => e.row)).toEqual([4]);
  });

  it("says where a file stops being CSV", () => {
    const { rows, errors } = parseTimetableCsv(`${HEADER}\na@x.example,"Art,,,09:00,10:00,Monday\n`);
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^The file is not valid CSV: the parsing is finished with an opening quote/);
  });

  it("refuses an empty file and a file with only a header", () => {
    expect(parseTimetableCsv("").errors).toEqual([{ row: 1, message: "The file has no rows" }]);
    expect(parseTimetableCsv(`${HEADER}\n\n`)).toEqual({
      rows: [],
      errors: [{ row: 1, message: "The file has no rows" }],
    });
  });

  it(`refuses more than ${MAX_TIMETABLE_ROWS} rows as a whole`, () => {
    const line = "a@x.example,Art,,,09:00,10:00,Monday";
    const { rows, errors } = parseTimetableCsv(
      Array(MAX_TIMETABLE_ROWS + 1)
        .fill(line)
        .join("\n"),
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      {
        row: MAX_TIMETABLE_ROWS + 1,
        message: `The file has more than ${MAX_TIMETABLE_ROWS} rows; split it into smaller files`,
      },
    ]);
  });
});
