// Dates outside PostgreSQL's reach (issue 34, finding 7): a page cursor dated year 0000 and an admin's tournament
// `startDate` in year 0000 answered 500, since JavaScript reads such a date and PostgreSQL refuses it. One rule
// (src/domain/dates/bounded-date.ts) now bounds every date a request carries: 400 `invalid_date`, nothing written.
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBoundedDate } from "../../../domain/dates/bounded-date";
import { spikeballTournaments } from "../../db/schema";
import { PASSWORD, signedInAdmin, signedInStudent } from "../accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { edgeDate, forgedCursor } from "./fuzz-arbitraries";

let t: TestApp;
let admin: { cookie: string; id: string };
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  student = await signedInStudent(t, { email: "dated@riverside.example", password: PASSWORD });
});
afterAll(() => t.close());

const tournaments = async () => (await t.database.db.select({ n: count() }).from(spikeballTournaments))[0]!.n;
const createTournament = (startDate: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/spikeball/admin/tournaments",
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: { name: "Dated Cup", startDate },
  });
const timeOf = (cursor: string) => atob(cursor).split("|")[0]!;

describe("a date outside 1900 to 9999", () => {
  it("in a tournament's start is refused with 400 invalid_date and creates nothing", async () => {
    await fc.assert(
      fc.asyncProperty(edgeDate, async (startDate) => {
        const before = await tournaments();
        const res = await createTournament(startDate);
        expect(res.statusCode, `${startDate}: ${res.body}`).toBeLessThan(500);
        // A date the format refuses anyway (a six-digit year) is invalid_request, as before.
        if (/^\d{4}-/.test(startDate) && !isBoundedDate(startDate)) {
          expect(res.statusCode, `${startDate}: ${res.body}`).toBe(400);
          expect(res.json().error.code, startDate).toBe("invalid_date");
        }
        if (res.statusCode >= 400) expect(await tournaments(), startDate).toBe(before);
      }),
      { numRuns: 80, examples: [["0000-01-01T00:00:00Z"], ["9999-12-31T23:59:59-14:00"]] },
    );
    expect((await createTournament("2027-05-01T09:00:00+02:00")).statusCode).toBe(201);
  });

  it("in a page cursor is refused with 400 invalid_date, on the messages and the audit log", async () => {
    const pages = [
      (cursor: string) => ({ url: `/api/messages/conversations/${admin.id}?before=${cursor}`, cookie: student }),
      (cursor: string) => ({ url: `/api/admin/audit-log?before=${cursor}`, cookie: admin.cookie }),
    ];
    await fc.assert(
      fc.asyncProperty(forgedCursor, fc.constantFrom(...pages), async (cursor, page) => {
        const { url, cookie } = page(cursor);
        const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
        const what = `${timeOf(cursor)} on ${url}: ${res.body}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (/^\d{4}-/.test(timeOf(cursor)) && !isBoundedDate(timeOf(cursor))) {
          expect(res.statusCode, what).toBe(400);
        }
      }),
      { numRuns: 120 },
    );
    const yearZero = btoa("0000-01-01T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77").replace(/=+$/, "");
    for (const { url, cookie } of pages.map((page) => page(yearZero))) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("invalid_date");
    }
  });
});
