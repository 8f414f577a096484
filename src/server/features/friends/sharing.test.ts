// Schedule sharing against a real database: nobody reads a schedule not shared with them (no endpoint, no realtime
// topic, no guessed id), rooms only when chosen, chosen friends, the admin's school switch, classes in common and
// free periods together; and sharing off reaching every open socket at once.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { auditLog, schools, users } from "../../db/schema";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { friendsKit } from "../../testing/friends-fixtures";
import { type Person } from "../../testing/people";

let t: TestApp;
let baseUrl: string;
const kit = friendsKit(() => t, "share");
const { call } = kit;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

/** Ana has a class and shares it as given; Ben is her friend. */
async function pair(shareScope: "nobody" | "all_friends" | "chosen_friends" = "all_friends", showRooms = false) {
  const [ana, ben] = [await kit.student("Ana Lopez"), await kit.student("Ben Okoro")];
  await kit.befriend(ana, ben);
  const entryId = await kit.addClass(ana, "AP Biology", "08:30", "09:20");
  await kit.share(ana, shareScope, { showRooms, chosenFriendIds: shareScope === "chosen_friends" ? [ben.id] : [] });
  return { ana, ben, entryId };
}

const scheduleOf = (viewer: Person, owner: Person) => call(viewer, "GET", `/api/friends/${owner.id}/schedule`);

async function expectHidden(viewer: Person, owner: Person) {
  for (const path of ["schedule", "free-together"]) {
    const res = await call(viewer, "GET", `/api/friends/${owner.id}/${path}`);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
    expect(res.json().error.message).toBe(FRIENDS_TEXTS.notShared);
  }
  expect((await kit.overview(viewer)).friends.find((f: Person) => f.id === owner.id)?.sharesWithMe ?? false).toBe(
    false,
  );
}

describe("a friend's week", () => {
  it("is visible to a friend when shared with all friends, without rooms by default", async () => {
    const { ana, ben, entryId } = await pair("all_friends");
    const res = await scheduleOf(ben, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      friend: { id: ana.id, name: "Ana Lopez" },
      showsRooms: false,
      timeZone: t.config.schoolTimeZone,
      entries: [
        {
          id: entryId,
          className: "AP Biology",
          teacherName: "Ms. Ortiz",
          roomNumber: null,
          startTime: "08:30",
          endTime: "09:20",
          daysOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        },
      ],
    });
    expect((await kit.overview(ben)).friends[0].sharesWithMe).toBe(true);
  });

  it("shows rooms only when the owner chose to", async () => {
    const { ana, ben } = await pair("all_friends", true);
    const res = await scheduleOf(ben, ana);
    expect(res.json().showsRooms).toBe(true);
    expect(res.json().entries[0].roomNumber).toBe("B12");
  });

  it("is hidden by default (sharing with nobody), and sharing is one way", async () => {
    const { ana, ben } = await pair("nobody");
    await expectHidden(ben, ana);
    await kit.share(ana, "all_friends");
    await expectHidden(ana, ben);
  });

  it("with chosen friends, only the chosen see it", async () => {
    const { ana, ben } = await pair("chosen_friends");
    const cleo = await kit.student("Cleo");
    await kit.befriend(ana, cleo);
    expect((await scheduleOf(ben, ana)).statusCode).toBe(200);
    await expectHidden(cleo, ana);
    expect((await kit.overview(ana)).chosenFriendIds).toEqual([ben.id]);
  });

  it("cannot be shared with a student who is not a friend", async () => {
    const { ana } = await pair("nobody");
    const stranger = await kit.student();
    const res = await call(ana, "PUT", "/api/friends/settings", {
      shareScope: "chosen_friends",
      showRooms: false,
      chosenFriendIds: [stranger.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(FRIENDS_TEXTS.chosenMustBeFriends);
  });

  it("is hidden from a student who is not a friend and from guessed ids, with the same answer", async () => {
    const { ana } = await pair("all_friends");
    const stranger = await kit.student();
    await expectHidden(stranger, ana);
    for (const id of ["no-such-user", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(stranger, "GET", `/api/friends/${id}/schedule`);
      expect([res.statusCode, res.json().error.message]).toEqual([404, FRIENDS_TEXTS.notShared]);
    }
  });

  it("is hidden from a removed friend", async () => {
    const { ana, ben } = await pair("all_friends");
    await call(ben, "DELETE", `/api/friends/${ana.id}`);
    await expectHidden(ben, ana);
  });

  it("is hidden after a block, either way", async () => {
    const { ana, ben } = await pair("all_friends");
    await call(ben, "POST", "/api/friends/blocks", { userId: ana.id });
    await expectHidden(ben, ana);
  });

  it("is hidden while the owner is suspended or banned, and the banned viewer is refused", async () => {
    const { ana, ben } = await pair("all_friends");
    await t.database.db.update(users).set({ status: "suspended", banReason: "Test" }).where(eq(users.id, ana.id));
    await expectHidden(ben, ana);
    await t.database.db.update(users).set({ status: "active", banReason: null }).where(eq(users.id, ana.id));
    expect((await scheduleOf(ben, ana)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "banned", banReason: "Test" }).where(eq(users.id, ben.id));
    const res = await scheduleOf(ben, ana);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("account_blocked");
  });

  it("is hidden from a friend who moved to another school", async () => {
    const { ana, ben } = await pair("all_friends");
    const [school] = await t.database.db.insert(schools).values({ name: "Lakeside High" }).returning();
    await t.database.db.update(users).set({ schoolId: school!.id }).where(eq(users.id, ben.id));
    await expectHidden(ben, ana);
  });
});

describe("the school-wide switch", () => {
  it("is for admins only", async () => {
    const ana = await kit.student();
    expect((await call(ana, "GET", "/api/friends/admin/sharing")).statusCode).toBe(403);
    const res = await call(ana, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: false });
    expect(res.statusCode).toBe(403);
    expect((await call(null, "GET", "/api/friends/admin/sharing")).statusCode).toBe(401);
  });

  it("off hides every shared view of the school at once, live; on brings them back (the data stayed)", async () => {
    const { ana, ben } = await pair("all_friends");
    const admin = await kit.admin();
    const socket = await openSocket(baseUrl, { cookie: ben.cookie });
    await socket.subscribe(`friends:school:${t.schoolId}`);
    const off = await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().schools.find((s: { id: number }) => s.id === t.schoolId).scheduleSharingEnabled).toBe(false);
    await socket.next((f) => f.type === "event" && f.topic === `friends:school:${t.schoolId}`);
    socket.socket.close();
    await expectHidden(ben, ana);
    expect((await kit.overview(ben)).schoolSharingEnabled).toBe(false);
    expect((await call(ben, "GET", "/api/friends/classes-in-common")).json()).toEqual({ classes: [] });
    await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: true });
    expect((await scheduleOf(ben, ana)).statusCode).toBe(200);
    expect((await kit.overview(ana)).shareScope).toBe("all_friends");
  });

  it("refuses an unknown school", async () => {
    const admin = await kit.admin();
    const res = await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: 999_999, enabled: false });
    expect(res.statusCode).toBe(404);
  });

  it("records each change in the audit log, and a repeat of the same value not at all", async () => {
    const admin = await kit.admin();
    const entries = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "sharing.toggle"), eq(auditLog.targetId, String(t.schoolId))))
        .orderBy(asc(auditLog.createdAt));
    const before = (await entries()).length;
    await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: false });
    await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: false });
    await call(admin, "PUT", "/api/friends/admin/sharing", { schoolId: t.schoolId, enabled: true });
    const added = (await entries()).slice(before);
    expect(added.map((e) => [e.actorId, e.targetType, e.before, e.after])).toEqual([
      [admin.id, "school_settings", { scheduleSharingEnabled: true }, { scheduleSharingEnabled: false }],
      [admin.id, "school_settings", { scheduleSharingEnabled: false }, { scheduleSharingEnabled: true }],
    ]);
  });
});

describe("sharing off reaches every socket at once", () => {
  it("tells each of the friend's sockets, and the next read is refused", async () => {
    const { ana, ben } = await pair("all_friends");
    const tabs = [await openSocket(baseUrl, { cookie: ben.cookie }), await openSocket(baseUrl, { cookie: ben.cookie })];
    for (const tab of tabs) await tab.subscribe(`friends:${ben.id}`);
    await kit.share(ana, "nobody");
    for (const tab of tabs) {
      const frame = await tab.next((f) => f.type === "event" && f.event === "changed");
      // Events never carry schedule data: only why to refetch.
      expect(frame.data).toEqual({ reason: "sharing" });
      tab.socket.close();
    }
    await expectHidden(ben, ana);
  });

  it("gives nobody a topic that carries another student's schedule", async () => {
    const { ana, ben } = await pair("all_friends");
    const socket = await openSocket(baseUrl, { cookie: ben.cookie });
    for (const topic of [`friends:${ana.id}`, `user:${ana.id}`, `friends:school:${t.schoolId}:${ana.id}`]) {
      expect((await socket.subscribe(topic)).type, topic).toBe("error");
    }
    socket.socket.close();
  });
});

describe("classes in common and free periods together", () => {
  it("lists, for each of my classes, the sharing friends in the same class (name, teacher, start) and its days", async () => {
    const [me, ana, ben, cleo] = [
      await kit.student("Me"),
      await kit.student("Ana"),
      await kit.student("Ben"),
      await kit.student("Cleo"),
    ];
    for (const friend of [ana, ben, cleo]) await kit.befriend(me, friend);
    const bio = await kit.addClass(me, "AP Biology", "08:30", "09:20", { daysOfWeek: ["Monday", "Wednesday"] });
    const art = await kit.addClass(me, "Art", "10:00", "10:50");
    await kit.addClass(ana, "ap biology", "08:30", "09:20", { daysOfWeek: ["Wednesday", "Friday"], roomNumber: "Z9" });
    await kit.addClass(ana, "Art", "10:00", "10:50", { teacherName: "Mr. Hale" });
    await kit.addClass(ben, "AP Biology", "08:30", "09:20", { daysOfWeek: ["Monday"] });
    await kit.addClass(cleo, "AP Biology", "08:30", "09:20");
    await kit.share(ana, "all_friends");
    await kit.share(ben, "chosen_friends", { chosenFriendIds: [me.id] });
    // Cleo shares with nobody: her class stays hers.
    const res = await call(me, "GET", "/api/friends/classes-in-common");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      classes: [
        {
          entryId: bio,
          friends: [
            { id: ana.id, name: "Ana", days: ["Wednesday"] },
            { id: ben.id, name: "Ben", days: ["Monday"] },
          ],
        },
      ],
    });
    expect(res.body).not.toContain(art);
    expect(res.body).not.toContain("Z9");
  });

  it("gives today's periods when both are free, inside the school day", async () => {
    const { ana, ben } = await pair("all_friends");
    await kit.addClass(ana, "Art", "11:00", "12:00");
    await kit.addClass(ben, "History", "09:30", "10:00");
    const res = await call(ben, "GET", `/api/friends/${ana.id}/free-together`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.friend).toEqual({ id: ana.id, name: "Ana Lopez" });
    expect(body.periods).toEqual([
      { startTime: "09:20", endTime: "09:30", startLabel: "9:20 AM", endLabel: "9:30 AM", durationLabel: "10m" },
      { startTime: "10:00", endTime: "11:00", startLabel: "10:00 AM", endLabel: "11:00 AM", durationLabel: "1h" },
    ]);
  });
});
