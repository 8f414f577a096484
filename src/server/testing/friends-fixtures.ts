// Fixtures for the friends API tests: the people kit, plus requests, friendships and sharing settings made through
// the real endpoints, and classes written straight into a student's schedule.
import { expect } from "vitest";
import { scheduleEntries } from "../db/schema";
import { peopleKit, type Person } from "./people";
import type { TestApp } from "./test-app";

export function friendsKit(t: () => TestApp, label: string) {
  const people = peopleKit(t, label);
  const { call } = people;

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

  return { ...people, overview, request, befriend, share, addClass };
}

export const ALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
