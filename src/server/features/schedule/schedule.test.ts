import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import { todayScheduleSchema } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import { PASSWORD } from "../../testing/accounts";
import { type Person, peopleKit } from "../../testing/people";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { getTodaySchedule } from "./get-today-schedule";

const SCHOOL_ZONE = "America/Chicago";
let t: TestApp;
const kit = peopleKit(() => t, "sched");
const { call } = kit;
const newStudent = () => kit.student("Test Student");

let student: Person;
let otherStudent: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp({ SCHOOL_TIMEZONE: SCHOOL_ZONE });
  student = await newStudent();
  otherStudent = await newStudent();
  admin = await kit.admin();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const biology = {
  className: "AP Biology",
  teacherName: "Dr. Priya Patel",
  roomNumber: "S204",
  startTime: "08:00",
  endTime: "08:50",
  daysOfWeek: ["Monday", "Wednesday", "Friday"],
};

async function createEntry(as: Person, entry: Record<string, unknown> = biology) {
  const res = await call(as, "POST", "/api/schedule/entries", entry);
  expect(res.statusCode).toBe(201);
  return res.json().entry as { id: string } & typeof biology;
}

const rowsOf = (userId: string) =>
  t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.userId, userId));

describe("my schedule entries", () => {
  it("creates an entry for the signed-in user and lists it", async () => {
    const me = await newStudent();
    const entry = await createEntry(me, { ...biology, className: "  AP Biology ", daysOfWeek: ["Friday", "Monday"] });
    expect(entry).toMatchObject({
      className: "AP Biology",
      teacherName: "Dr. Priya Patel",
      roomNumber: "S204",
      startTime: "08:00",
      endTime: "08:50",
      daysOfWeek: ["Monday", "Friday"],
    });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ id: entry.id, userId: me.id, className: "AP Biology" });
    const list = await call(me, "GET", "/api/schedule/entries");
    expect(list.json().entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);
  });

  it("lists my entries in start-time order, and never another student's", async () => {
    const me = await newStudent();
    await createEntry(me, { ...biology, className: "Chemistry", startTime: "13:20", endTime: "14:10" });
    await createEntry(me, { ...biology, className: "English 11", startTime: "08:55", endTime: "09:45" });
    await createEntry(me, { ...biology, className: "Algebra II", startTime: "09:50", endTime: "10:40" });
    await createEntry(otherStudent, { ...biology, className: "Not Mine" });
    const res = await call(me, "GET", "/api/schedule/entries");
    expect(res.json().entries.map((e: { className: string }) => e.className)).toEqual([
      "English 11",
      "Algebra II",
      "Chemistry",
    ]);
  });

  it("accepts a bearer token as the iOS app sends it", async () => {
    const me = await newStudent();
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", "x-session-transport": "bearer" },
      remoteAddress: "10.9.0.1",
      payload: { email: me.email, password: PASSWORD },
    });
    const token = String(signIn.headers["set-auth-token"]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/schedule/entries",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: biology,
    });
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(me.id)).toHaveLength(1);
  });

  it("replaces an entry with PUT and deletes it", async () => {
    const me = await newStudent();
    const entry = await createEntry(me);
    const changed = { ...biology, roomNumber: "S210", teacherName: "", endTime: "09:05", daysOfWeek: ["Tuesday"] };
    const put = await call(me, "PUT", `/api/schedule/entries/${entry.id}`, changed);
    expect(put.statusCode).toBe(200);
    expect(put.json().entry).toMatchObject({
      id: entry.id,
      roomNumber: "S210",
      teacherName: null,
      endTime: "09:05",
      daysOfWeek: ["Tuesday"],
    });
    expect((await call(me, "GET", `/api/schedule/entries/${entry.id}`)).json().entry.roomNumber).toBe("S210");
    const del = await call(me, "DELETE", `/api/schedule/entries/${entry.id}`);
    expect(del.statusCode).toBe(204);
    expect(await rowsOf(me.id)).toEqual([]);
    expect((await call(me, "GET", `/api/schedule/entries/${entry.id}`)).statusCode).toBe(404);
  });

  it("answers 401 without a session and stores nothing", async () => {
    const before = (await t.database.db.select().from(scheduleEntries)).length;
    expect((await call(null, "GET", "/api/schedule/entries")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/schedule/today")).statusCode).toBe(401);
    const res = await call(null, "POST", "/api/schedule/entries", biology);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
    expect((await t.database.db.select().from(scheduleEntries)).length).toBe(before);
  });
});

describe("another student's entry", () => {
  it("answers 404 to read, update and delete, and stays as it was", async () => {
    const owner = await newStudent();
    const entry = await createEntry(owner);
    const [before] = await rowsOf(owner.id);
    for (const res of [
      await call(student, "GET", `/api/schedule/entries/${entry.id}`),
      await call(student, "PUT", `/api/schedule/entries/${entry.id}`, { ...biology, className: "Hijacked" }),
      await call(student, "DELETE", `/api/schedule/entries/${entry.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: "not_found", message: SCHEDULE_TEXTS.entryNotFound });
    }
    expect(await rowsOf(owner.id)).toEqual([before]);
  });

  it("answers the same 404 for an id that exists nowhere and for one that is not an id at all", async () => {
    const missing = await call(student, "GET", "/api/schedule/entries/00000000-0000-4000-8000-000000000000");
    const malformed = await call(student, "DELETE", "/api/schedule/entries/not-a-uuid");
    expect(missing.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(missing.json());
  });
});

describe("validation", () => {
  it.each([
    [{ className: "" }, `className: ${SCHEDULE_TEXTS.classNameRequired}`],
    [{ className: "x".repeat(101) }, `className: ${SCHEDULE_TEXTS.classNameTooLong}`],
    [{ teacherName: "x".repeat(101) }, `teacherName: ${SCHEDULE_TEXTS.teacherNameTooLong}`],
    [{ roomNumber: "x".repeat(31) }, `roomNumber: ${SCHEDULE_TEXTS.roomNumberTooLong}`],
    [{ startTime: "8:00" }, `startTime: ${SCHEDULE_TEXTS.startTimeInvalid}`],
    [{ endTime: "25:00" }, `endTime: ${SCHEDULE_TEXTS.endTimeInvalid}`],
    [{ endTime: "08:00" }, `endTime: ${SCHEDULE_TEXTS.endNotAfterStart}`],
    [{ daysOfWeek: [] }, `daysOfWeek: ${SCHEDULE_TEXTS.daysRequired}`],
    [{ daysOfWeek: ["Mon"] }, `daysOfWeek.0: ${SCHEDULE_TEXTS.dayInvalid}`],
    [{ daysOfWeek: ["Monday", "Monday"] }, `daysOfWeek: ${SCHEDULE_TEXTS.daysRepeated}`],
  ])("refuses %o with a clear message and stores nothing", async (change, message) => {
    const me = await newStudent();
    const res = await call(me, "POST", "/api/schedule/entries", { ...biology, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "invalid_request", message });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("leaves an entry unchanged when an update is invalid", async () => {
    const me = await newStudent();
    const entry = await createEntry(me);
    const res = await call(me, "PUT", `/api/schedule/entries/${entry.id}`, { ...biology, endTime: "07:00" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`endTime: ${SCHEDULE_TEXTS.endNotAfterStart}`);
    expect((await rowsOf(me.id))[0]).toMatchObject({ endTime: "08:50" });
  });
});

describe("today's schedule", () => {
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
  let me: Person;
  beforeAll(async () => {
    me = await newStudent();
    await createEntry(me, {
      ...biology,
      className: "Chemistry",
      startTime: "13:20",
      endTime: "14:10",
      daysOfWeek: week,
    });
    await createEntry(me, {
      ...biology,
      className: "English 11",
      startTime: "08:55",
      endTime: "09:45",
      daysOfWeek: week,
    });
    await createEntry(me, { ...biology, className: "Algebra II", startTime: "09:50", endTime: "10:40" });
    await createEntry(me, {
      ...biology,
      className: "US History",
      startTime: "09:50",
      endTime: "10:40",
      daysOfWeek: ["Tuesday", "Thursday"],
    });
    await createEntry(me, {
      ...biology,
      className: "Lunch Seminar",
      startTime: "11:45",
      endTime: "12:35",
      daysOfWeek: week,
    });
    await createEntry(otherStudent, { ...biology, className: "Someone Else's" });
  });

  it("lists today's classes in the school's zone with labels and timing (use case, injected clock)", async () => {
    // Monday 2 March 2026, 12:31 in Chicago (18:31 UTC): Lunch Seminar has 4 minutes left.
    const today = await getTodaySchedule(t.database.db, me.id, {
      now: new Date("2026-03-02T18:31:20Z"),
      timeZone: SCHOOL_ZONE,
    });
    expect(today).toMatchObject({
      timeZone: SCHOOL_ZONE,
      date: "2026-03-02",
      weekday: "Monday",
      isWeekend: false,
      minuteOfDay: 12 * 60 + 31,
      serverTime: "2026-03-02T18:31:20.000Z",
    });
    expect(today.classes.map((c) => [c.className, c.timing.status])).toEqual([
      ["English 11", "completed"],
      ["Algebra II", "completed"],
      ["Lunch Seminar", "current"],
      ["Chemistry", "upcoming"],
    ]);
    expect(today.classes[2]).toMatchObject({
      startLabel: "11:45 AM",
      endLabel: "12:35 PM",
      durationMinutes: 50,
      durationLabel: "50m",
      roomNumber: "S204",
      timing: { status: "current", minutesLeft: 4, endingSoon: true, minutesUntilStart: null },
    });
    expect(today.classes[3]!.timing).toEqual({
      status: "upcoming",
      minutesUntilStart: 49,
      minutesLeft: null,
      startsSoon: false,
      endingSoon: false,
    });
  });

  it("uses the school's weekday when UTC is already on the next day", async () => {
    // 03:00 UTC on Wednesday is Tuesday 21:00 in Chicago: US History (Tue/Thu) is in, Algebra II (M/W/F) is not.
    const today = await getTodaySchedule(t.database.db, me.id, {
      now: new Date("2026-03-04T03:00:00Z"),
      timeZone: SCHOOL_ZONE,
    });
    expect(today.weekday).toBe("Tuesday");
    expect(today.classes.map((c) => c.className)).toContain("US History");
    expect(today.classes.map((c) => c.className)).not.toContain("Algebra II");
  });

  it("says it is the weekend, with no classes", async () => {
    const today = await getTodaySchedule(t.database.db, me.id, {
      now: new Date("2026-03-07T16:00:00Z"),
      timeZone: SCHOOL_ZONE,
    });
    expect(today).toMatchObject({ weekday: "Saturday", isWeekend: true, classes: [] });
  });

  it("answers GET /api/schedule/today with the server's clock in the school's zone", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Wednesday 4 March 2026, 09:47 in Chicago: Algebra II starts in 3 minutes.
    vi.setSystemTime(new Date("2026-03-04T15:47:00Z"));
    const res = await call(me, "GET", "/api/schedule/today");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Exactly the documented shape: nothing missing, nothing more (parsing strips unknown keys).
    expect(todayScheduleSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ weekday: "Wednesday", date: "2026-03-04", timeZone: SCHOOL_ZONE, minuteOfDay: 587 });
    expect(body.serverTime).toBe("2026-03-04T15:47:00.000Z");
    expect(body.classes.map((c: { className: string }) => c.className)).toEqual([
      "English 11",
      "Algebra II",
      "Lunch Seminar",
      "Chemistry",
    ]);
    expect(body.classes[1]).toMatchObject({
      className: "Algebra II",
      startLabel: "9:50 AM",
      timing: { status: "transition", minutesUntilStart: 3, startsSoon: true },
    });
  });

  it("tells the browser the school's zone without a session", async () => {
    const res = await call(null, "GET", "/api/schedule/settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: SCHOOL_ZONE });
  });
});

describe("a user's schedule for administrators (admin_get_user_schedule)", () => {
  it("gives an administrator any user's entries in start-time order", async () => {
    const owner = await newStudent();
    await createEntry(owner, { ...biology, className: "Late", startTime: "14:00", endTime: "15:00" });
    await createEntry(owner, { ...biology, className: "Early", startTime: "07:30", endTime: "08:20" });
    const res = await call(admin, "GET", `/api/admin/users/${owner.id}/schedule`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: owner.id, name: "Test Student", email: owner.email });
    expect(res.json().entries.map((e: { className: string }) => e.className)).toEqual(["Early", "Late"]);
  });

  it("refuses a student (403) and a visitor (401)", async () => {
    const asStudent = await call(student, "GET", `/api/admin/users/${otherStudent.id}/schedule`);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.message).toBe("Access Denied: You do not have admin privileges.");
    expect((await call(null, "GET", `/api/admin/users/${otherStudent.id}/schedule`)).statusCode).toBe(401);
  });

  it("answers 404 for a user who does not exist", async () => {
    const res = await call(admin, "GET", "/api/admin/users/nobody-here/schedule");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(SCHEDULE_TEXTS.userNotFound);
  });
});

describe("live updates", () => {
  it("tells the owner's open screens that the schedule changed", async () => {
    const me = await newStudent();
    const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await openSocket(baseUrl, { cookie: me.cookie });
    try {
      expect((await socket.subscribe(`user:${me.id}`)).type).toBe("subscribed");
      await createEntry(me);
      await socket.next((f) => f.type === "event" && f.topic === `user:${me.id}` && f.event === "schedule");
    } finally {
      socket.socket.close();
    }
  });
});
