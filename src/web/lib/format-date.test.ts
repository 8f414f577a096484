// How dates read on the screens: the formats the Jenga, Spikeball, schedule and admin screens show.
import { describe, expect, it } from "vitest";
import { deviceTimeZone, formatCalendarDay, formatDate, formatDateTime, formatLongDate } from "./format-date";

// Midday UTC: the same calendar day in every time zone from UTC−11 to UTC+11.
const moment = "2026-11-24T12:00:00.000Z";

describe("format-date", () => {
  it("prints the day of a moment, short and long", () => {
    expect(formatDate(moment)).toBe("Nov 24, 2026");
    expect(formatLongDate(moment)).toBe("November 24, 2026");
  });

  it("prints a moment with its time in the reader's time zone", () => {
    const local = new Date(moment);
    const hour12 = local.getHours() % 12 || 12;
    const minutes = String(local.getMinutes()).padStart(2, "0");
    expect(formatDateTime(moment)).toMatch(
      new RegExp(`^Nov 24, 2026, ${hour12}:${minutes}\\s${local.getHours() < 12 ? "AM" : "PM"}$`),
    );
  });

  it("prints a calendar day as written, whatever the time zone", () => {
    expect(formatCalendarDay("2026-11-24")).toBe("Tuesday, November 24");
    expect(formatCalendarDay("2027-01-01")).toBe("Friday, January 1");
  });

  it("reads the device's time zone", () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(deviceTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  });
});
