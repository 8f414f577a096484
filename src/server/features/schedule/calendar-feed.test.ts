import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, users } from "../../db/schema";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";

const SCHOOL_ZONE = "America/New_York";
let t: TestApp;
const { call, student: newStudent } = peopleKit(() => t, "feed");

async function turnOnFeed(as: Person): Promise<string> {
  const res = await call(as, "POST", "/api/schedule/calendar-feed");
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

/** GET the feed like a calendar app: no cookie, just the URL. */
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

beforeAll(async () => {
  t = await createTestApp({ SCHOOL_TIMEZONE: SCHOOL_ZONE });
});
afterAll(() => t.close());

describe("turning the calendar feed on, rotating and revoking it", () => {
  it("gives a long random URL once and stores only the token's sha256", async () => {
    const me = await newStudent();
    expect((await call(me, "GET", "/api/schedule/calendar-feed")).json()).toEqual({ enabled: false, createdAt: null });
    const url = await turnOnFeed(me);
    const match = new RegExp(`^${TEST_ORIGIN}/api/calendar/([A-Za-z0-9_-]{43})\\.ics$`).exec(url);
    expect(match).not.toBeNull();
    const token = match![1]!;
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const status = (await call(me, "GET", "/api/schedule/calendar-feed")).json();
    expect(status.enabled).toBe(true);
    expect(new Date(status.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("rotates: a new URL works and the old one answers 404", async () => {
    const me = await newStudent();
    const first = await turnOnFeed(me);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await turnOnFeed(me);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id))).toHaveLength(1);
  });

  it("revokes: the URL answers 404 and the feed reads as off", async () => {
    const me = await newStudent();
    const url = await turnOnFeed(me);
    const res = await call(me, "DELETE", "/api/schedule/calendar-feed");
    expect(res.statusCode).toBe(204);
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe("not_found");
    expect((await call(me, "GET", "/api/schedule/calendar-feed")).json()).toEqual({ enabled: false, createdAt: null });
  });

  it("answers 404 to a token that was never issued, and to one that is not a token", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/calendar/${"A".repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/short.ics" })).statusCode).toBe(404);
  });

  it("stops serving the feed of a banned account", async () => {
    const me = await newStudent();
    const url = await turnOnFeed(me);
    await t.database.db.update(users).set({ status: "banned", banReason: "Spam" }).where(eq(users.id, me.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it("needs a session to manage the feed", async () => {
    expect((await call(null, "GET", "/api/schedule/calendar-feed")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/schedule/calendar-feed")).statusCode).toBe(401);
    expect((await call(null, "DELETE", "/api/schedule/calendar-feed")).statusCode).toBe(401);
  });
});

describe("the feed, as an independent iCalendar parser reads it", () => {
  let me: Person;
  let body: string;
  let contentType: string;

  beforeAll(async () => {
    me = await newStudent();
    const other = await newStudent();
    const add = (as: Person, entry: object) => call(as, "POST", "/api/schedule/entries", entry);
    await add(me, {
      className: "AP Biology",
      teacherName: "Dr. Priya Patel",
      roomNumber: "S204",
      startTime: "08:00",
      endTime: "08:50",
      daysOfWeek: ["Friday", "Monday", "Wednesday"],
    });
    await add(me, {
      className: "Lunch Seminar; Ethics, Law",
      startTime: "11:45",
      endTime: "12:35",
      daysOfWeek: ["Thursday"],
    });
    await add(other, { className: "Not Mine", startTime: "09:00", endTime: "10:00", daysOfWeek: ["Monday"] });
    const res = await fetchFeed(await turnOnFeed(me));
    expect(res.statusCode).toBe(200);
    body = res.body;
    contentType = String(res.headers["content-type"]);
  });

  const parsed = () => new ICAL.Component(ICAL.parse(body));
  const events = () =>
    parsed()
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));

  it("is text/calendar in UTF-8", () => {
    expect(contentType).toBe("text/calendar; charset=utf-8");
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("carries a VTIMEZONE for the school's zone, which every event's times use", () => {
    const zones = parsed().getAllSubcomponents("vtimezone");
    expect(zones.map((z) => z.getFirstPropertyValue("tzid"))).toEqual([SCHOOL_ZONE]);
    for (const event of events()) {
      expect(event.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(SCHOOL_ZONE);
      expect(event.component.getFirstProperty("dtend")!.getParameter("tzid")).toBe(SCHOOL_ZONE);
    }
  });

  it("stamps events in UTC, as RFC 5545 requires", () => {
    for (const event of events()) {
      const stamp = event.component.getFirstPropertyValue("dtstamp") as ICAL.Time;
      expect(stamp.zone?.tzid).toBe("UTC");
      expect(Math.abs(stamp.toJSDate().getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("has one weekly recurring event per entry of the owner, and none of anyone else's", () => {
    const all = events();
    expect(all.map((e) => e.summary).sort()).toEqual(["AP Biology", "Lunch Seminar; Ethics, Law"]);
    const biology = all.find((e) => e.summary === "AP Biology")!;
    expect(biology.location).toBe("S204");
    expect(biology.description).toBe("Dr. Priya Patel");
    const rule = biology.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.getComponent("byday")).toEqual(["MO", "WE", "FR"]);
    const seminar = all.find((e) => e.summary !== "AP Biology")!;
    expect(seminar.location).toBeNull();
    expect(seminar.description).toBeNull();
  });

  it("starts and ends each class at its wall-clock time in the school's zone", () => {
    const biology = events().find((e) => e.summary === "AP Biology")!;
    expect([biology.startDate.hour, biology.startDate.minute]).toEqual([8, 0]);
    expect([biology.endDate.hour, biology.endDate.minute]).toEqual([8, 50]);
    expect(biology.startDate.dayOfWeek()).toBe(ICAL.Time.MONDAY);
    const seminar = events().find((e) => e.summary !== "AP Biology")!;
    expect([seminar.startDate.hour, seminar.startDate.minute, seminar.endDate.hour, seminar.endDate.minute]).toEqual([
      11, 45, 12, 35,
    ]);
    expect(seminar.startDate.dayOfWeek()).toBe(ICAL.Time.THURSDAY);
  });

  it("repeats on the class days, at 8:00 New York time through daylight saving changes", () => {
    const zone = parsed().getFirstSubcomponent("vtimezone")!;
    ICAL.TimezoneService.register(zone);
    try {
      const biology = events().find((e) => e.summary === "AP Biology")!;
      const iterator = biology.iterator();
      const occurrences: ICAL.Time[] = [];
      for (let next = iterator.next(); next && occurrences.length < 160; next = iterator.next()) occurrences.push(next);
      const weekdays = new Set(occurrences.map((o) => o.dayOfWeek()));
      expect([...weekdays].sort()).toEqual([ICAL.Time.MONDAY, ICAL.Time.WEDNESDAY, ICAL.Time.FRIDAY].sort());
      // A year of Mondays, Wednesdays and Fridays crosses both DST changes; the UTC hour follows them.
      const utcHours = new Set(occurrences.map((o) => o.toJSDate().getUTCHours()));
      expect([...utcHours].sort()).toEqual([12, 13]);
      for (const occurrence of occurrences) expect([occurrence.hour, occurrence.minute]).toEqual([8, 0]);
    } finally {
      ICAL.TimezoneService.remove(SCHOOL_ZONE);
    }
  });
});
