// Privacy for minors against a real database: "download my data" holds all of one student's data and nothing of
// another's; deleting an account (by its owner with the password, or by an admin) leaves no row, file, session or
// socket behind, and a refused deletion changes nothing.
import { createHash } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_TEXTS } from "../../../domain/privacy/privacy-texts";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import * as schema from "../../db/schema";
import {
  auditLog,
  calendarFeeds,
  conversationSummaries,
  friendRequests,
  friendSettings,
  friendships,
  jengaGamePlayers,
  jengaGames,
  jengaInvites,
  jengaMoves,
  jengaUserStats,
  messages,
  scheduleEntries,
  sessions,
  shareChosenFriends,
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  teacherApplications,
  userBlocks,
  users,
} from "../../db/schema";
import { queryRows } from "../../platform/database/db";
import { createFileStore } from "../../platform/files/file-store-plugin";
import {
  confirmEmail,
  jsonHeaders,
  sessionCookie,
  signedInAdmin,
  signedInStudent,
  signIn,
  signUp,
} from "../../testing/accounts";
import { fakeBrowser } from "../../testing/fake-push-service";
import { type Person, peopleKit } from "../../testing/people";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let baseUrl: string;
let admin: { id: string; email: string; cookie: string };
let count = 0;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const store = () => createFileStore({ dataDir: t.config.dataDir, secret: "s".repeat(32), s3: undefined });
const { call } = peopleKit(() => t, "privacy");

async function student(label: string): Promise<Person> {
  count += 1;
  const person = {
    name: `${label} Quillfeather${count}`,
    email: `${label.toLowerCase()}.q${count}@riverside.example`,
    password: `Lantern-Orchard-${count}7`,
  };
  const cookie = await signedInStudent(t, { email: person.email, password: person.password, fullName: person.name });
  const me = await call(cookie, "GET", "/api/accounts/me");
  return { ...person, cookie, id: (me.json() as { user: { id: string } }).user.id };
}

/** A user who never signs in in these tests: a classmate the students have dealings with. */
async function classmate(label: string) {
  count += 1;
  const id = `classmate-${count}-${label.toLowerCase()}`;
  await t.database.db.insert(users).values({
    id,
    name: `${label} Classmate`,
    email: `${id}@riverside.example`,
    emailVerified: true,
    schoolId: t.schoolId,
  });
  return id;
}

const receiptPng = (seed: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: seed % 255, g: 120, b: 40 } } })
    .png()
    .toBuffer();

async function applyForSpikeball(person: Person, seed: number) {
  const boundary = `----privacy${seed}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    await receiptPng(seed),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/spikeball/application",
    headers: {
      origin: jsonHeaders.origin,
      cookie: person.cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

type Footprint = {
  person: Person;
  friend: string;
  blocked: string;
  texts: string[];
  gameName: string;
  teamName: string;
};

/** Gives `person` data in every feature, with dealings with two classmates and the admin (never with the other student). */
async function fillEveryFeature(person: Person, seed: number): Promise<Footprint> {
  const db = t.database.db;
  const [friend, blocked] = [await classmate("Friend"), await classmate("Blocked")];
  const texts = [`Question ${seed} about room swaps`, `Answer ${seed} from the office`];
  const gameName = `Tower ${seed} ${person.name.split(" ")[0]}`;
  const teamName = `Team ${seed} ${person.name.split(" ")[0]}`;

  await db.insert(teacherApplications).values({ userId: person.id, name: person.name, email: person.email });
  await db.insert(scheduleEntries).values([
    { userId: person.id, className: `Biology ${seed}`, startTime: "08:30", endTime: "09:20", daysOfWeek: ["Monday"] },
    { userId: person.id, className: `History ${seed}`, startTime: "10:00", endTime: "10:50", daysOfWeek: ["Friday"] },
  ]);
  await db
    .insert(calendarFeeds)
    .values({ userId: person.id, tokenHash: createHash("sha256").update(`feed-${seed}`).digest("hex") });
  const [, answer] = await db
    .insert(messages)
    .values([
      { senderId: person.id, recipientId: admin.id, content: texts[0]! },
      { senderId: admin.id, recipientId: person.id, content: texts[1]! },
    ])
    .returning();
  // Both sides' conversation summaries, as sending them leaves them: the deletion must take the admin's row too.
  const last = { lastMessageId: answer!.id, lastMessage: answer!.content, lastMessageAt: answer!.createdAt };
  await db.insert(conversationSummaries).values([
    { ownerId: person.id, otherId: admin.id, ...last, unreadCount: 1 },
    { ownerId: admin.id, otherId: person.id, ...last, unreadCount: 0 },
  ]);

  await db
    .insert(friendSettings)
    .values({ userId: person.id, friendCode: `ABCDEFG${seed + 2}`, shareScope: "chosen_friends" });
  await db
    .insert(friendRequests)
    .values({ senderId: person.id, recipientId: friend, status: "accepted", respondedAt: new Date() });
  await db
    .insert(friendRequests)
    .values({ senderId: blocked, recipientId: person.id, status: "declined", respondedAt: new Date() });
  const [low, high] = [person.id, friend].sort() as [string, string];
  await db.insert(friendships).values({ userLowId: low, userHighId: high });
  await db.insert(shareChosenFriends).values({ ownerId: person.id, friendId: friend });
  await db.insert(userBlocks).values({ blockerId: person.id, blockedId: blocked });
  // Someone else's block of this student is theirs, not this student's: never exported.
  await db.insert(userBlocks).values({ blockerId: friend, blockedId: blocked });

  // An active game this student created, where it is their turn, with the friend; and a finished one they won.
  const [game] = await db
    .insert(jengaGames)
    .values({
      name: gameName,
      status: "active",
      createdBy: person.id,
      gameCode: `G${seed}AAAA`,
      startedAt: new Date(),
      currentTurnPlayerId: person.id,
    })
    .returning();
  await db.insert(jengaGamePlayers).values([
    { gameId: game!.id, userId: person.id, turnOrder: 0, status: "approved" },
    { gameId: game!.id, userId: friend, turnOrder: 1, status: "approved" },
  ]);
  await db.insert(jengaMoves).values([
    { gameId: game!.id, playerId: person.id, difficulty: "hard", points: 3, moveNumber: 1 },
    { gameId: game!.id, playerId: friend, difficulty: "easy", points: 1, moveNumber: 2 },
  ]);
  const [won] = await db
    .insert(jengaGames)
    .values({
      name: `${gameName} final`,
      status: "finished",
      createdBy: friend,
      gameCode: `F${seed}BBBB`,
      winnerId: person.id,
      loserId: friend,
    })
    .returning();
  await db.insert(jengaGamePlayers).values([
    { gameId: won!.id, userId: friend, turnOrder: 0, status: "approved" },
    { gameId: won!.id, userId: person.id, turnOrder: 1, status: "approved" },
  ]);
  await db
    .insert(jengaMoves)
    .values({ gameId: won!.id, playerId: friend, difficulty: "easy", points: 1, moveNumber: 1 });
  await db.insert(jengaInvites).values([
    { gameId: game!.id, userId: blocked, invitedBy: person.id },
    { gameId: won!.id, userId: person.id, invitedBy: friend, status: "accepted", respondedAt: new Date() },
  ]);
  await db.insert(jengaUserStats).values({ userId: person.id, totalPoints: 13, gamesPlayed: 2, gamesWon: 1 });

  await applyForSpikeball(person, seed);
  const [team] = await db.insert(spikeballTeams).values({ name: teamName, createdBy: person.id }).returning();
  await db.insert(spikeballTeamMembers).values([
    { teamId: team!.id, userId: person.id, role: "captain", joinedAt: new Date(Date.now() - 60_000) },
    { teamId: team!.id, userId: friend, role: "member" },
  ]);
  await db.insert(spikeballTeamInvites).values({ teamId: team!.id, invitedBy: person.id, invitedUserId: blocked });

  // A phone that gets notifications, with Jenga pushes chosen.
  const browser = fakeBrowser(`https://fcm.googleapis.com/fcm/send/device-${seed}-secret-path`);
  const device = await call(person.cookie, "POST", "/api/push/devices", browser.subscription);
  expect(device.statusCode, device.body).toBe(201);
  const choices = { schoolWide: true, messages: false, jenga: true, spikeball: false, hideMessageText: true };
  expect((await call(person.cookie, "PUT", "/api/push/preferences", choices)).statusCode).toBe(200);

  return { person, friend, blocked, texts, gameName, teamName };
}

async function exportOf(person: Person) {
  const res = await call(person.cookie, "GET", "/api/privacy/export");
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: res.json() as DataExport };
}

/** Every table with a column that references users.id, read from the schema, so a new table is covered too. */
function userReferences() {
  const found: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableName(ref.foreignTable) !== "users") continue;
      const at = ref.foreignColumns.findIndex((c) => c.name === "id");
      if (at >= 0) found.push({ table: config.name, column: ref.columns[at]!.name });
    }
  }
  return found;
}

/** Tables whose rows mention `needle` anywhere (every column, as the row's text), with how many rows. */
async function tablesMentioning(needle: string) {
  const hits: Record<string, number> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const name = getTableConfig(value).name;
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)} as r where strpos(lower(r::text), lower(${needle})) > 0`,
    )) as [{ n: number }];
    if (n > 0) hits[name] = n;
  }
  return hits;
}

async function expectNothingLeftOf(person: Person, receiptKeys: string[]) {
  const references = userReferences();
  // The schema has dozens of them; an empty list would make this check pass by itself.
  expect(references.length).toBeGreaterThan(20);
  for (const { table, column } of references) {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${person.id}`,
    );
    expect(rows[0]?.n, `${table}.${column}`).toBe(0);
  }
  expect(await tablesMentioning(person.email)).toEqual({});
  expect(await tablesMentioning(person.name)).toEqual({});
  // Only the audit log still names the deleted id (the deletion record and earlier actions on the account).
  expect(Object.keys(await tablesMentioning(person.id))).toEqual(["audit_log"]);
  for (const key of receiptKeys) expect(await store().read(key)).toBeNull();
}

async function receiptKeysOf(userId: string) {
  const rows = await t.database.db
    .select({ key: spikeballApplications.receiptKey })
    .from(spikeballApplications)
    .where(eq(spikeballApplications.userId, userId));
  return rows.map((r) => r.key!);
}

describe("download my data", () => {
  let ana: Footprint;
  let ben: Footprint;
  let data: DataExport;
  let text: string;

  beforeAll(async () => {
    ana = await fillEveryFeature(await student("Anaya"), 1);
    ben = await fillEveryFeature(await student("Bertrand"), 2);
    const { res, data: parsed } = await exportOf(ana.person);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="cohort-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    data = parsed;
    text = res.body;
  });

  it("holds the profile, sign-in accounts and sessions without secrets", async () => {
    expect(data.profile).toMatchObject({
      id: ana.person.id,
      name: ana.person.name,
      email: ana.person.email,
      role: "student",
    });
    expect(data.profile.school?.id).toBe(t.schoolId);
    expect(data.signInAccounts).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ current: true });
    const [secrets] = await Promise.all([
      t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, ana.person.id)),
    ]);
    for (const { token } of secrets) expect(text).not.toContain(token);
    expect(text).not.toContain("$argon2");
    expect(text).not.toMatch(/"(password|token|tokenHash|accessToken|refreshToken|idToken)"/);
    const [feed] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ana.person.id));
    expect(text).not.toContain(feed!.tokenHash);
  });

  it("holds the teacher application, schedule, calendar feed and messages both ways", () => {
    expect(data.teacherApplication).toMatchObject({ email: ana.person.email, status: "pending" });
    expect(data.schedule.map((e) => e.className)).toEqual(["Biology 1", "History 1"]);
    expect(data.calendarFeed.enabled).toBe(true);
    expect(data.messages.sent).toEqual([expect.objectContaining({ toUserId: admin.id, content: ana.texts[0] })]);
    expect(data.messages.received).toEqual([expect.objectContaining({ fromUserId: admin.id, content: ana.texts[1] })]);
    // The counterpart by id only.
    expect(text).not.toContain(admin.email);
  });

  it("holds friends, sharing choices and the blocks they made, not blocks others made", () => {
    expect(data.friends.settings).toMatchObject({ friendCode: "ABCDEFG3", shareScope: "chosen_friends" });
    expect(data.friends.chosenFriendIds).toEqual([ana.friend]);
    expect(data.friends.friendships).toEqual([expect.objectContaining({ friendId: ana.friend })]);
    expect(data.friends.requestsSent).toEqual([expect.objectContaining({ toUserId: ana.friend, status: "accepted" })]);
    expect(data.friends.requestsReceived).toEqual([
      expect.objectContaining({ fromUserId: ana.blocked, status: "declined" }),
    ]);
    expect(data.friends.blocked).toEqual([expect.objectContaining({ userId: ana.blocked })]);
    expect(text).not.toContain("Friend Classmate");
  });

  it("holds the Jenga games they played with only their own moves, their invites and stats", () => {
    expect(data.jenga.stats).toMatchObject({ totalPoints: 13, gamesPlayed: 2, gamesWon: 1 });
    const active = data.jenga.games.find((g) => g.name === ana.gameName)!;
    expect(active).toMatchObject({ status: "active", createdByMe: true, result: null });
    expect(active.moves).toEqual([expect.objectContaining({ moveNumber: 1, difficulty: "hard", points: 3 })]);
    const finished = data.jenga.games.find((g) => g.name === `${ana.gameName} final`)!;
    expect(finished).toMatchObject({ createdByMe: false, result: "won", moves: [] });
    expect(data.jenga.invitesSent).toEqual([expect.objectContaining({ toUserId: ana.blocked, status: "pending" })]);
    expect(data.jenga.invitesReceived).toEqual([expect.objectContaining({ invitedByUserId: ana.friend })]);
  });

  it("holds the Spikeball application with the receipt photo, the team and invites", async () => {
    const [key] = await receiptKeysOf(ana.person.id);
    const stored = await store().read(key!);
    expect(data.spikeball.application).toMatchObject({ status: "pending" });
    expect(data.spikeball.application!.receipt).toEqual({
      contentType: stored!.contentType,
      base64: stored!.body.toString("base64"),
    });
    expect(data.spikeball.team).toMatchObject({ name: ana.teamName, role: "captain", createdByMe: true });
    expect(data.spikeball.invitesSent).toEqual([expect.objectContaining({ toUserId: ana.blocked })]);
  });

  it("holds the notification choices and each device by its push service, never its push address or keys", () => {
    expect(data.push.preferences).toEqual({
      schoolWide: true,
      messages: false,
      jenga: true,
      spikeball: false,
      hideMessageText: true,
    });
    expect(data.push.devices).toEqual([
      { label: expect.any(String), pushService: "https://fcm.googleapis.com", createdAt: expect.any(String) },
    ]);
    expect(text).not.toContain("secret-path");
    expect(text).not.toContain("p".repeat(86));
  });

  it("holds nothing of the other student", () => {
    for (const secret of [ben.person.id, ben.person.name, ben.person.email, ...ben.texts, ben.gameName, ben.teamName]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toContain(ben.friend);
    expect(text).not.toContain(ben.blocked);
  });

  it("is refused without a session", async () => {
    const res = await call(null, "GET", "/api/privacy/export");
    expect(res.statusCode).toBe(401);
  });
});

describe("deleting an account", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { person } = await fillEveryFeature(await student("Wrongpass"), 3);
    const [key] = await receiptKeysOf(person.id);
    const res = await call(person.cookie, "POST", "/api/privacy/delete-account", { password: "not-my-password" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "wrong_password", message: PRIVACY_TEXTS.wrongPassword });
    expect((await call(person.cookie, "GET", "/api/accounts/me")).statusCode).toBe(200);
    expect(await store().read(key!)).not.toBeNull();
    const { data } = await exportOf(person);
    expect(data.schedule).toHaveLength(2);
    expect(data.messages.sent).toHaveLength(1);
    expect(data.spikeball.team).not.toBeNull();
  });

  it("refuses an empty password", async () => {
    const person = await student("Emptypass");
    const res = await call(person.cookie, "POST", "/api/privacy/delete-account", { password: "" });
    expect(res.statusCode).toBe(400);
    expect((await call(person.cookie, "GET", "/api/accounts/me")).statusCode).toBe(200);
  });

  it("deletes my own account at once: rows, files, sessions and open sockets", async () => {
    const mine = await fillEveryFeature(await student("Selfdelete"), 4);
    const other = await fillEveryFeature(await student("Bystander"), 5);
    const { person } = mine;
    const keys = await receiptKeysOf(person.id);
    const socket = await openSocket(baseUrl, { cookie: person.cookie, origin: jsonHeaders.origin });

    const res = await call(person.cookie, "POST", "/api/privacy/delete-account", { password: person.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/session_token=; Max-Age=0; Path=\/;/);

    expect((await socket.closed).code).toBe(1008);
    expect((await call(person.cookie, "GET", "/api/accounts/me")).statusCode).toBe(401);
    await expectNothingLeftOf(person, keys);

    // What they shared with others is settled: the friend now captains the team and has the turn.
    const [team] = await t.database.db
      .select({ role: spikeballTeamMembers.role, name: spikeballTeams.name })
      .from(spikeballTeamMembers)
      .innerJoin(spikeballTeams, eq(spikeballTeams.id, spikeballTeamMembers.teamId))
      .where(eq(spikeballTeamMembers.userId, mine.friend));
    expect(team).toEqual({ role: "captain", name: mine.teamName });
    const [game] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.name, mine.gameName));
    expect(game).toMatchObject({ status: "active", currentTurnPlayerId: mine.friend, createdBy: null });

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id));
    expect(entry).toMatchObject({ action: "account.delete", actorId: null, targetType: "user" });
    expect(JSON.stringify(entry)).not.toContain(person.email);

    // The other student keeps everything.
    const { data } = await exportOf(other.person);
    expect(data.schedule).toHaveLength(2);
    expect(data.spikeball.application?.receipt).not.toBeNull();
  });

  it("lets an admin delete an account from the console, recorded in the audit log", async () => {
    const { person } = await fillEveryFeature(await student("Admindelete"), 6);
    const keys = await receiptKeysOf(person.id);
    const socket = await openSocket(baseUrl, { cookie: person.cookie, origin: jsonHeaders.origin });
    // An earlier admin action on the account names them; after deletion it no longer does.
    const edit = await call(admin, "PATCH", `/api/admin/users/${person.id}`, {
      email: `renamed.${person.email}`,
      name: `${person.name} Jr`,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const res = await call(admin.cookie, "DELETE", `/api/admin/users/${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await socket.closed).code).toBe(1008);
    expect((await call(person.cookie, "GET", "/api/accounts/me")).statusCode).toBe(401);
    await expectNothingLeftOf(person, keys);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id));
    expect(entries.find((e) => e.action === "user.delete")).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
    });
    expect((await call(admin.cookie, "DELETE", `/api/admin/users/${person.id}`)).statusCode).toBe(404);
  });

  it("does not let a student delete another account", async () => {
    const [mallory, victim] = [await student("Mallory"), await student("Victim")];
    const res = await call(mallory.cookie, "DELETE", `/api/admin/users/${victim.id}`);
    expect(res.statusCode).toBe(403);
    expect((await call(victim.cookie, "GET", "/api/accounts/me")).statusCode).toBe(200);
    expect((await call(null, "DELETE", `/api/admin/users/${victim.id}`)).statusCode).toBe(401);
  });

  it("does not let an admin delete themselves, nor the last admin delete their own account", async () => {
    const self = await call(admin.cookie, "DELETE", `/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("cannot_delete_self");
    const own = await call(admin.cookie, "POST", "/api/privacy/delete-account", { password: "Admin-Pass-2026" });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe("last_admin");
    expect((await call(admin.cookie, "GET", "/api/accounts/me")).statusCode).toBe(200);
  });

  it("lets only one of two admins deleting each other at the same moment succeed", async () => {
    const first = await signedInAdmin(t, "first.admin@riverside.example", "First-Admin-2026");
    const second = await signedInAdmin(t, "second.admin@riverside.example", "Second-Admin-2026");
    const answers = await Promise.all([
      call(first.cookie, "DELETE", `/api/admin/users/${second.id}`),
      call(second.cookie, "DELETE", `/api/admin/users/${first.id}`),
    ]);
    // The loser is refused: its admin is gone (403), or its session already was when it arrived (401).
    const [won, lost] = answers[0]!.statusCode === 200 ? answers : [answers[1]!, answers[0]!];
    expect(won!.statusCode).toBe(200);
    expect([401, 403]).toContain(lost!.statusCode);
    const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(left.map((u) => u.id).sort()).toEqual(
      [admin.id, answers[0]!.statusCode === 200 ? first.id : second.id].sort(),
    );
  });
});

describe("the session cookie of a deleted account", () => {
  /** A Set-Cookie header as name, value and its attributes (lower-case, without the lifetime, which must differ). */
  const parseSetCookie = (header: string) => {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const [name = "", value = ""] = pair.split("=");
    const rest = attributes.map((a) => a.toLowerCase());
    return {
      name,
      value,
      maxAge: rest.find((a) => a.startsWith("max-age=")),
      attributes: rest.filter((a) => !a.startsWith("max-age=") && !a.startsWith("expires=")).sort(),
    };
  };
  const setCookies = (res: { headers: Record<string, unknown> }) =>
    [res.headers["set-cookie"] ?? []].flat().map((h) => parseSetCookie(String(h)));

  it.each([
    { publicUrl: "https://cohort.riverside.example", secure: true },
    { publicUrl: "http://localhost:3000", secure: false },
  ])("is cleared with the attributes it was set with ($publicUrl)", async ({ publicUrl, secure }) => {
    const app = await createTestApp({ PUBLIC_URL: publicUrl });
    try {
      const credentials = { email: "leaving@riverside.example", password: "Lantern-Orchard-88" };
      expect((await signUp(app, credentials)).statusCode).toBe(200);
      await confirmEmail(app, credentials.email);
      const signedIn = await signIn(app, credentials);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const set = setCookies(signedIn).find((c) => c.name.endsWith("session_token"))!;
      expect(set.attributes.includes("secure")).toBe(secure);

      const res = await app.app.inject({
        method: "POST",
        url: "/api/privacy/delete-account",
        headers: {
          origin: new URL(publicUrl).origin,
          "content-type": "application/json",
          cookie: sessionCookie(signedIn),
        },
        payload: { password: credentials.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cleared = setCookies(res);
      expect(cleared.find((c) => c.name === set.name)).toEqual({
        name: set.name,
        value: "",
        maxAge: "max-age=0",
        attributes: set.attributes,
      });
      // A browser ignores a __Secure- cookie without Secure, so every cookie cleared on HTTPS carries it.
      for (const cookie of cleared) expect(cookie.attributes.includes("secure"), cookie.name).toBe(secure);
    } finally {
      await app.close();
    }
  });
});
