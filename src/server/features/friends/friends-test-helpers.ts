// Helpers for the friends API tests: students signed in through the real endpoints, calls as one of them, and
// shortcuts to make two students friends who share.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { scheduleEntries, users } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../../testing/accounts";
import type { TestApp } from "../../testing/test-app";

export type Person = { email: string; cookie: string; id: string; name: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

const PASSWORD = "Maple-Syrup-42";

export function friendsKit(t: () => TestApp, label: string) {
  let n = 0;
  const call = (as: Person | null, method: Method, url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...(method === "GET" ? {} : jsonHeaders), ...(as ? { cookie: as.cookie } : {}) },
      ...(method === "GET" || (method === "DELETE" && payload === undefined)
        ? {}
        : { payload: (payload ?? {}) as object }),
    });

  const student = async (name = `Student ${n + 1}`): Promise<Person> => {
    const email = `${label}${++n}@riverside.example`;
    const cookie = await signedInStudent(t(), { email, password: PASSWORD, fullName: name });
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { email, cookie, id: row!.id, name };
  };

  const admin = async (): Promise<Person> => ({
    ...(await signedInAdmin(t(), `${label}-admin@riverside.example`)),
    name: "Admin",
  });

  const overview = async (as: Person) => {
    const res = await call(as, "GET", "/api/friends");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const request = (as: Person, target: { email?: string; code?: string }) =>
    call(as, "POST", "/api/friends/requests", target);

  const befriend = async (a: Person, b: Person) => {
    const sent = await request(a, { email: b.email });
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await call(b, "POST", `/api/friends/requests/${sent.json().id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  };

  const share = async (
    as: Person,
    shareScope: "nobody" | "all_friends" | "chosen_friends",
    { showRooms = false, chosenFriendIds = [] as string[] } = {},
  ) => {
    const res = await call(as, "PUT", "/api/friends/settings", { shareScope, showRooms, chosenFriendIds });
    expect(res.statusCode, res.body).toBe(200);
  };

  const addClass = (
    as: Person,
    className: string,
    startTime: string,
    endTime: string,
    { teacherName = "Ms. Ortiz", roomNumber = "B12", daysOfWeek = ALL_DAYS } = {},
  ) =>
    t()
      .database.db.insert(scheduleEntries)
      .values({ userId: as.id, className, teacherName, roomNumber, startTime, endTime, daysOfWeek })
      .returning({ id: scheduleEntries.id })
      .then((rows) => rows[0]!.id);

  return { call, student, admin, overview, request, befriend, share, addClass };
}

export const ALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
