// The world the access matrix tests ask about, built once per test file: one person per role of access-matrix.ts,
// and realistic things owned by "student" (schedule entries, a calendar feed, a conversation with the administrator,
// an approved spikeball application with its receipt, a team, a jenga turn, friend requests...), plus bystanders
// written straight into the database where no one signs in as them.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  friendRequests,
  friendSettings,
  friendships,
  scheduleEntries,
  sessions,
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  teacherApplications,
  userBlocks,
  users,
} from "../../db/schema";
import { signIn } from "../accounts";
import { fakeBrowser } from "../fake-push-service";
import { callAs, type Method, type Person, peopleKit } from "../people";
import { TEST_ORIGIN, type TestApp } from "../test-app";
import { multipart, pngImage } from "../uploads";
import type { Role } from "./access-matrix";

export const LOWER_THIRD_PIN = "AB12";
/** Texts only the student and administrators may ever read; every other person's answers are checked for them. */
export const STUDENT_SECRETS = {
  message: "Sam's private note to the office 7f3a",
  className: "Sam's Secret Algebra 91c2",
};

const browsers = new Map<string, ReturnType<typeof fakeBrowser>>();
/**
 * The PushSubscription of the browser called `name`, the same keys each time (as one browser sends them), at a
 * browser's push service (the tests' resolver finds no address for it: pushes there just fail).
 */
export function pushSubscriptionBody(name: string) {
  if (!browsers.has(name)) browsers.set(name, fakeBrowser(`https://fcm.googleapis.com/fcm/send/${name}`));
  return browsers.get(name)!.subscription;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const db = t.database.db;
  const call = async (as: Person, method: Method, url: string, payload?: unknown, status?: number) => {
    const res = await callAs(t, as, method, url, payload);
    if (status !== undefined) expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res;
  };

  const kit = peopleKit(() => t, "matrix");
  const person = kit.student;
  let n = 0;
  /** Someone who never signs in here: a row in users, an active student of the school. */
  const bystander = async (name: string) => {
    const id = randomUUID();
    const email = `bystander${++n}@riverside.example`;
    await db.insert(users).values({ id, name, email, emailVerified: true, schoolId: t.schoolId });
    return { id, email, name };
  };

  const admin = await kit.admin();
  const student = await person("Sam Student");
  const otherStudent = await person("Olive Other");
  const teacher = await person("Tess Teacher");
  await db.update(users).set({ role: "teacher" }).where(eq(users.id, teacher.id));
  const suspended = await person("Sid Suspended");
  const banned = await person("Bea Banned");
  // The student signed in a second time (a phone, say): the session the account page's Sign Out of one device ends.
  expect((await signIn(t, student)).statusCode).toBe(200);
  const [studentOtherSession] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, student.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);

  // Schedule
  const entryBody = (className: string) => ({
    className,
    teacherName: "Ms. Ortiz",
    roomNumber: "B12",
    startTime: "09:00",
    endTime: "10:00",
    daysOfWeek: ["Monday", "Wednesday"],
  });
  const entry = (await call(student, "POST", "/api/schedule/entries", entryBody(STUDENT_SECRETS.className), 201)).json()
    .entry as { id: string };
  const entryToDelete = (await call(student, "POST", "/api/schedule/entries", entryBody("Sam's Chemistry"), 201)).json()
    .entry as { id: string };
  const feed = (await call(student, "POST", "/api/schedule/calendar-feed", undefined, 201)).json() as { url: string };
  const calendarToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(new URL(feed.url).pathname)![1]!;

  // Push: a device of the student's (in tests no push service's name resolves: pushes to it just fail).
  const pushDevice = (await call(student, "POST", "/api/push/devices", pushSubscriptionBody("sam"), 201)).json()
    .device as { id: string };

  // Messaging: the student writes to the office, which answers.
  await call(student, "POST", "/api/messages", { recipientId: admin.id, content: STUDENT_SECRETS.message }, 201);
  await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "We got it, Sam." }, 201);

  // Notifications
  const notification = async (title: string) =>
    (
      (await call(admin, "POST", "/api/admin/notifications", { title, message: "Gym is closed today." }, 201)).json()
        .notification as { id: string }
    ).id;
  const notificationToChange = await notification("Gym closed");
  const notificationToDelete = await notification("Old news");

  // Admin console
  const statusTarget = await bystander("Moe Moderated");
  const editTarget = await bystander("Eddie Edited");
  const teacherApplicant = await bystander("Terry Applicant");
  await db.insert(teacherApplications).values({
    userId: teacherApplicant.id,
    name: teacherApplicant.name,
    email: teacherApplicant.email,
    schoolId: t.schoolId,
    roomNumber: "C3",
  });
  const importTarget = await bystander("Ian Imported");
  const deleteTarget = await bystander("Dora Deleted");

  // Spikeball: the student applies with a receipt; an administrator approves both students.
  const receipt = multipart([{ filename: "receipt.png", contentType: "image/png", body: await pngImage() }]);
  const applied = await t.app.inject({
    method: "POST",
    url: "/api/spikeball/application",
    headers: { origin: TEST_ORIGIN, "content-type": receipt.contentType, cookie: student.cookie },
    payload: receipt.payload,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const application = applied.json().application as { id: string };
  await call(admin, "POST", `/api/spikeball/admin/users/${student.id}/review`, { status: "approved" }, 200);
  await call(admin, "POST", `/api/spikeball/admin/users/${otherStudent.id}/review`, { status: "approved" }, 200);
  const receiptLink = (
    await call(admin, "GET", `/api/spikeball/admin/applications/${application.id}/receipt-url`, undefined, 200)
  ).json().url as string;
  const signedReceiptPath = new URL(receiptLink, TEST_ORIGIN).pathname + new URL(receiptLink, TEST_ORIGIN).search;
  const team = (await call(student, "POST", "/api/spikeball/teams", { name: "Sam's Spikers" }, 201)).json().team as {
    id: string;
  };
  const otherTeam = (await call(otherStudent, "POST", "/api/spikeball/teams", { name: "Olive's Owls" }, 201)).json()
    .team as { id: string };

  const approvedBystander = async (name: string) => {
    const b = await bystander(name);
    await db.insert(spikeballApplications).values({ userId: b.id, status: "approved" });
    return b;
  };
  const dbTeam = async (name: string, captain?: { id: string }, members: { id: string }[] = []) => {
    const [row] = await db
      .insert(spikeballTeams)
      .values({ name, createdBy: captain?.id ?? null })
      .returning({ id: spikeballTeams.id });
    if (captain) await db.insert(spikeballTeamMembers).values({ teamId: row!.id, userId: captain.id, role: "captain" });
    const memberIds: string[] = [];
    for (const m of members) {
      const [member] = await db
        .insert(spikeballTeamMembers)
        .values({ teamId: row!.id, userId: m.id })
        .returning({ id: spikeballTeamMembers.id });
      memberIds.push(member!.id);
    }
    return { id: row!.id, memberIds };
  };
  const captainX = await approvedBystander("Xena Captain");
  const captainY = await approvedBystander("Yuri Captain");
  const teamX = await dbTeam("Xena's Xylophones", captainX);
  const teamY = await dbTeam("Yuri's Yaks", captainY);
  const freePlayer = await approvedBystander("Nia Free");
  const freePlayerForAdmin = await approvedBystander("Noah Free");
  const memberToRemove = await approvedBystander("Rita Removed");
  const teamToDelete = await dbTeam("Doomed Dolphins");
  const teamWithMember = await dbTeam("Mighty Mice", undefined, [memberToRemove]);
  const teamToFill = await dbTeam("Empty Eagles");
  const reviewTarget = await bystander("Rex Reviewed");
  const [spikeballInvite] = await db
    .insert(spikeballTeamInvites)
    .values({ teamId: teamX.id, invitedBy: captainX.id, invitedUserId: student.id })
    .returning({ id: spikeballTeamInvites.id });

  // Tournaments: one published with the student's match live, one published for starting and ending matches, and
  // some in setup at each step the admin routes need.
  const firstRound = (id: string, teams: { id: string }[]) => ({
    slots: [
      { matchNumber: 1, team1Id: teams[0]!.id, team2Id: teams[1]!.id },
      { matchNumber: 2, team1Id: teams[2]!.id, team2Id: teams[3]!.id },
    ],
    id,
  });
  const tournament = async (name: string, step: "created" | "built" | "assigned" | "published") => {
    const created = (await call(admin, "POST", "/api/spikeball/admin/tournaments", { name, maxTeams: 4 }, 201)).json()
      .tournament as { id: string };
    const id = created.id;
    if (step === "created") return { id };
    await call(admin, "POST", `/api/spikeball/admin/tournaments/${id}/bracket`, undefined, 201);
    if (step === "built") return { id };
    const { slots } = firstRound(id, [team, teamX, otherTeam, teamY]);
    await call(admin, "PUT", `/api/spikeball/admin/tournaments/${id}/bracket/first-round`, { slots }, 200);
    if (step === "assigned") return { id };
    await call(admin, "POST", `/api/spikeball/admin/tournaments/${id}/publish`, undefined, 200);
    return { id };
  };
  const firstRoundMatches = async (id: string) => {
    const detail = (await call(admin, "GET", `/api/spikeball/tournaments/${id}`, undefined, 200)).json() as {
      matches: { id: string; roundNumber: number; matchNumber: number }[];
    };
    const at = (m: number) => detail.matches.find((x) => x.roundNumber === 1 && x.matchNumber === m)!.id;
    return { first: at(1), second: at(2) };
  };
  const liveCup = await tournament("Live Cup", "published");
  const liveCupMatches = await firstRoundMatches(liveCup.id);
  await call(admin, "POST", `/api/spikeball/admin/tournament-matches/${liveCupMatches.first}/start`, undefined, 200);
  const setupCup = await tournament("Setup Cup", "created");
  const builtCup = await tournament("Built Cup", "built");
  const seedCup = await tournament("Seed Cup", "built");
  const readyCup = await tournament("Ready Cup", "assigned");

  // Jenga: a started game where it is the student's turn (the student was approved first), games for the admin
  // routes at the step each needs, and an invite for the student.
  const game = async (name: string) =>
    (await call(admin, "POST", "/api/jenga/admin/games", { name }, 201)).json().game as {
      id: string;
      gameCode: string;
    };
  const join = (as: Person, code: string) => call(as, "POST", "/api/jenga/games/join", { code }, 201);
  const approve = (gameId: string, userId: string) =>
    call(admin, "POST", `/api/jenga/admin/games/${gameId}/players/${userId}/approve`, undefined, 200);
  const startedGame = async (name: string) => {
    const g = await game(name);
    await join(student, g.gameCode);
    await join(otherStudent, g.gameCode);
    await approve(g.id, student.id);
    await approve(g.id, otherStudent.id);
    await call(admin, "POST", `/api/jenga/admin/games/${g.id}/start`, undefined, 200);
    return g;
  };
  const jengaGame = await startedGame("Sam's Tower");
  const gameToFinish = await startedGame("Finishing Tower");
  const gameToJoin = await game("Open Tower");
  const gameWithPending = await game("Pending Tower");
  await join(otherStudent, gameWithPending.gameCode);
  const gameToLeave = await game("Leaving Tower");
  await join(otherStudent, gameToLeave.gameCode);
  const gameToStart = await game("Ready Tower");
  await join(student, gameToStart.gameCode);
  await join(otherStudent, gameToStart.gameCode);
  await approve(gameToStart.id, student.id);
  await approve(gameToStart.id, otherStudent.id);
  const gameToInvite = await game("Invite Tower");
  const gameForStudentInvite = await game("Invited Tower");
  const jengaInvite = (
    await call(admin, "POST", `/api/jenga/admin/games/${gameForStudentInvite.id}/invites`, { userId: student.id }, 201)
  ).json().invite as { id: string };

  // Sports and the lower third
  await call(admin, "PUT", "/api/lower-third/pin", { pin: LOWER_THIRD_PIN }, 200);

  // Friends: a friend who shares, a friend to remove, requests to and from the student, someone blocked.
  const friendCode = (i: number) => `FRND${"ABCDEFGH"[i]}${"JKMN"[i % 4]}${"PQRS"[i % 4]}${"2345"[i % 4]}`;
  let codes = 0;
  const friendOf = async (name: string, shareScope: "nobody" | "all_friends") => {
    const f = await bystander(name);
    await db.insert(friendSettings).values({ userId: f.id, friendCode: friendCode(codes++), shareScope });
    const [low, high] = [student.id, f.id].sort();
    await db.insert(friendships).values({ userLowId: low!, userHighId: high! });
    return f;
  };
  const sharingFriend = await friendOf("Fiona Friend", "all_friends");
  const friendToRemove = await friendOf("Fred Former", "nobody");
  await db.insert(scheduleEntries).values({
    userId: sharingFriend.id,
    className: "Fiona's Physics",
    teacherName: "Mr. Park",
    roomNumber: "D4",
    startTime: "11:00",
    endTime: "12:00",
    daysOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  });
  const requestTo = async (from: { id: string }, to: { id: string }) =>
    (
      await db
        .insert(friendRequests)
        .values({ senderId: from.id, recipientId: to.id })
        .returning({ id: friendRequests.id })
    )[0]!.id;
  const requestToAccept = await requestTo(await bystander("Pat Pending"), student);
  const requestToDecline = await requestTo(await bystander("Quinn Pending"), student);
  const requestToCancel = await requestTo(student, await bystander("Wes Waiting"));
  const friendRequestTarget = await bystander("Zoe Wanted");
  const blockTarget = await bystander("Bob Blockable");
  const blocked = await bystander("Ben Blocked");
  await db.insert(userBlocks).values({ blockerId: student.id, blockedId: blocked.id });

  // Last: block two accounts (their cookies stay in hand, as a browser would keep them).
  await call(admin, "PATCH", `/api/admin/users/${suspended.id}/status`, { status: "suspended", reason: "Spam" }, 200);
  await call(admin, "PATCH", `/api/admin/users/${banned.id}/status`, { status: "banned", reason: "Cheating" }, 200);

  const people: Record<Role, Person | null> = {
    anonymous: null,
    suspended,
    banned,
    otherStudent,
    teacher,
    student,
    admin,
  };

  return {
    people,
    schoolId: t.schoolId,
    studentOtherSessionId: studentOtherSession!.id,
    pushDevice,
    entry,
    entryToDelete,
    calendarToken,
    notificationToChange,
    notificationToDelete,
    statusTarget,
    editTarget,
    teacherApplicant,
    importTarget,
    deleteTarget,
    application,
    signedReceiptPath,
    team,
    otherTeam,
    teamX,
    teamY,
    freePlayer,
    freePlayerForAdmin,
    memberToRemove,
    teamToDelete,
    teamWithMember,
    teamToFill,
    reviewTarget,
    spikeballInviteId: spikeballInvite!.id,
    liveCup,
    liveCupMatches,
    setupCup,
    builtCup,
    seedCup,
    readyCup,
    jengaGame,
    gameToFinish,
    gameToJoin,
    gameWithPending,
    gameToLeave,
    gameToStart,
    gameToInvite,
    jengaInviteId: jengaInvite.id,
    sharingFriend,
    friendToRemove,
    requestToAccept,
    requestToDecline,
    requestToCancel,
    friendRequestTarget,
    blockTarget,
    blocked,
  };
}
