// Makes every request of ROUTE_MATRIX as each person, against the real app and database, and checks the answer; and
// fails when the app registers a route the matrix does not list, or the matrix lists one the app does not have.
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextRemoteAddress } from "../accounts";
import { openSocket } from "../sockets";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { multipart, pngImage } from "../uploads";
import { buildWorld, LOWER_THIRD_PIN, pushSubscriptionBody, STUDENT_SECRETS, type World } from "./access-fixtures";
import { type Answer, type Role, ROLES, ROUTE_MATRIX, rowKey } from "./access-matrix";

type Sent = { url: string; payload?: unknown; contentType?: string; withoutCookie?: boolean };
type Answered = { statusCode: number; body: string };
type Request = (w: World, role: Role) => Sent | { run: () => Promise<Answered> };

let t: TestApp;
let w: World;
let baseUrl: string;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => void registered.push(route) });
  w = await buildWorld(t);
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(() => t?.close());

const entry = (className: string) => ({
  className,
  teacherName: "Mr. Lee",
  roomNumber: "A1",
  startTime: "13:00",
  endTime: "14:00",
  daysOfWeek: ["Friday"],
});

/** The request of each row: the same for every person, naming things the student owns. */
const REQUESTS: Record<string, Request> = {
  "GET /api/health": () => ({ url: "/api/health" }),
  "GET /api/ready": () => ({ url: "/api/ready" }),
  "GET /api/docs/": () => ({ url: "/api/docs/" }),
  "GET /api/docs/json": () => ({ url: "/api/docs/json" }),
  "GET /api/docs/yaml": () => ({ url: "/api/docs/yaml" }),
  "GET /api/docs/static/index.html": () => ({ url: "/api/docs/static/index.html" }),
  "GET /api/docs/static/swagger-initializer.js": () => ({ url: "/api/docs/static/swagger-initializer.js" }),
  "GET /api/docs/static/*": () => ({ url: "/api/docs/static/swagger-ui.css" }),
  "GET /api/realtime [WebSocket upgrade]": (world, role) => ({
    run: async () => {
      const person = world.people[role];
      try {
        const socket = await openSocket(baseUrl, { origin: TEST_ORIGIN, ...(person ? { cookie: person.cookie } : {}) });
        socket.socket.close();
        return { statusCode: 101, body: JSON.stringify(socket.frames) };
      } catch (error) {
        const refused = /upgrade refused with (\d+)/.exec(String(error));
        if (!refused) throw error;
        return { statusCode: Number(refused[1]), body: '{"error":{"code":"account_blocked"}}' };
      }
    },
  }),
  "GET,POST /api/auth/* [sign in with one's own password]": (world, role) => {
    const person = world.people[role];
    return {
      url: "/api/auth/sign-in/email",
      payload: person
        ? { email: person.email, password: person.password }
        : { email: "nobody@riverside.example", password: "Not-An-Account-1" },
      withoutCookie: true,
    };
  },
  "GET,POST /api/auth/* [get-session]": () => ({ url: "/api/auth/get-session" }),
  "GET,POST /api/auth/* [list-sessions]": () => ({ url: "/api/auth/list-sessions" }),
  "GET,POST /api/auth/* [change-password, with a wrong current password]": () => ({
    url: "/api/auth/change-password",
    payload: { currentPassword: "Not-My-Password-1", newPassword: "Fresh-Pass-2026" },
  }),
  "GET,POST /api/auth/* [disabled: update-user]": () => ({ url: "/api/auth/update-user", payload: { name: "Hacker" } }),
  "GET,POST /api/auth/* [disabled: verify-password]": (world, role) => ({
    url: "/api/auth/verify-password",
    payload: { password: world.people[role]?.password ?? "Not-An-Account-1" },
  }),
  "GET,POST /api/auth/* [disabled: sign-up/email]": (_w, role) => ({
    url: "/api/auth/sign-up/email",
    payload: { name: "Direct", email: `direct-${role}@riverside.example`, password: "Maple-Syrup-42" },
  }),
  "GET,POST /api/auth/* [sign-out]": () => ({ url: "/api/auth/sign-out", payload: {} }),

  "GET /api/accounts/sign-up-options": () => ({ url: "/api/accounts/sign-up-options" }),
  "POST /api/accounts/sign-up": (world, role) => ({
    url: "/api/accounts/sign-up",
    payload: {
      fullName: "New Person",
      email: `new-${role}@riverside.example`,
      password: "Maple-Syrup-42",
      confirmPassword: "Maple-Syrup-42",
      schoolId: world.schoolId,
    },
  }),
  "GET /api/accounts/me": () => ({ url: "/api/accounts/me" }),
  "GET /api/accounts/session": () => ({ url: "/api/accounts/session" }),
  "GET /api/accounts/sessions": () => ({ url: "/api/accounts/sessions" }),
  "DELETE /api/accounts/sessions/:sessionId [the student's other session]": (world) => ({
    url: `/api/accounts/sessions/${world.studentOtherSessionId}`,
  }),
  "GET /api/accounts/setup": () => ({ url: "/api/accounts/setup" }),
  "POST /api/accounts/setup": (_w, role) => ({
    url: "/api/accounts/setup",
    payload: {
      token: "a-token-from-the-console",
      fullName: "New Administrator",
      email: `setup-${role}@riverside.example`,
      password: "Maple-Syrup-42",
      confirmPassword: "Maple-Syrup-42",
    },
  }),
  "PATCH /api/admin/users/:userId/status": (world) => ({
    url: `/api/admin/users/${world.statusTarget.id}/status`,
    payload: { status: "suspended", reason: "Rude in chat" },
  }),

  "GET /api/schedule/settings": () => ({ url: "/api/schedule/settings" }),
  "GET /api/schedule/today": () => ({ url: "/api/schedule/today" }),
  "GET /api/schedule/entries": () => ({ url: "/api/schedule/entries" }),
  "POST /api/schedule/entries": (_w, role) => ({ url: "/api/schedule/entries", payload: entry(`Art for ${role}`) }),
  "GET /api/schedule/entries/:entryId [the student's entry]": (world) => ({
    url: `/api/schedule/entries/${world.entry.id}`,
  }),
  "PUT /api/schedule/entries/:entryId [the student's entry]": (world) => ({
    url: `/api/schedule/entries/${world.entry.id}`,
    payload: entry(STUDENT_SECRETS.className),
  }),
  "DELETE /api/schedule/entries/:entryId [the student's entry]": (world) => ({
    url: `/api/schedule/entries/${world.entryToDelete.id}`,
  }),
  "GET /api/calendar/:token.ics [the student's token]": (world) => ({
    url: `/api/calendar/${world.calendarToken}.ics`,
  }),
  "GET /api/calendar/:token.ics [an unknown token]": () => ({ url: "/api/calendar/not-a-real-token.ics" }),
  "GET /api/schedule/calendar-feed": () => ({ url: "/api/schedule/calendar-feed" }),
  "POST /api/schedule/calendar-feed": () => ({ url: "/api/schedule/calendar-feed", payload: {} }),
  "DELETE /api/schedule/calendar-feed": () => ({ url: "/api/schedule/calendar-feed" }),
  "GET /api/admin/users/:userId/schedule [the student]": (world) => ({
    url: `/api/admin/users/${world.people.student!.id}/schedule`,
  }),
  "POST /api/admin/schedule/import/preview": (world) => ({
    url: "/api/admin/schedule/import/preview",
    payload: `${world.importTarget.email},Biology,Dr. Chen,Lab 2,08:00,09:00,Mon;Thu\n`,
    contentType: "text/csv",
  }),
  "POST /api/admin/schedule/import": (world) => ({
    url: "/api/admin/schedule/import",
    payload: `${world.importTarget.email},Biology,Dr. Chen,Lab 2,08:00,09:00,Mon;Thu\n`,
    contentType: "text/csv",
  }),

  "POST /api/messages [to the administrator]": (world, role) => ({
    url: "/api/messages",
    payload: { recipientId: world.people.admin!.id, content: `Hello from ${role}` },
  }),
  "POST /api/messages [to the student]": (world, role) => ({
    url: "/api/messages",
    payload: { recipientId: world.people.student!.id, content: `Hello from ${role}` },
  }),
  "GET /api/messages/conversations": () => ({ url: "/api/messages/conversations" }),
  "GET /api/messages/conversations/:otherUserId [with the administrator]": (world) => ({
    url: `/api/messages/conversations/${world.people.admin!.id}`,
  }),
  "GET /api/messages/conversations/:otherUserId [with the student]": (world) => ({
    url: `/api/messages/conversations/${world.people.student!.id}`,
  }),
  "POST /api/messages/conversations/:otherUserId/read": (world) => ({
    url: `/api/messages/conversations/${world.people.admin!.id}/read`,
    payload: {},
  }),
  "GET /api/messages/unread-count": () => ({ url: "/api/messages/unread-count" }),
  "GET /api/messages/people": () => ({ url: "/api/messages/people" }),

  "GET /api/notifications/active": () => ({ url: "/api/notifications/active" }),
  "GET /api/admin/notifications": () => ({ url: "/api/admin/notifications" }),
  "POST /api/admin/notifications": (_w, role) => ({
    url: "/api/admin/notifications",
    payload: { title: `From ${role}`, message: "Assembly at noon." },
  }),
  "PATCH /api/admin/notifications/:id": (world) => ({
    url: `/api/admin/notifications/${world.notificationToChange}`,
    payload: { isActive: false },
  }),
  "DELETE /api/admin/notifications/:id": (world) => ({ url: `/api/admin/notifications/${world.notificationToDelete}` }),

  "GET /api/admin/stats": () => ({ url: "/api/admin/stats" }),
  "GET /api/admin/activity": () => ({ url: "/api/admin/activity" }),
  "GET /api/admin/users": () => ({ url: "/api/admin/users" }),
  "PATCH /api/admin/users/:userId": (world) => ({
    url: `/api/admin/users/${world.editTarget.id}`,
    payload: { email: world.editTarget.email, name: "Eddie Renamed", schoolId: world.schoolId, isCasStudent: true },
  }),
  "GET /api/admin/teacher-applications": () => ({ url: "/api/admin/teacher-applications" }),
  "POST /api/admin/teacher-applications/:userId/decision": (world) => ({
    url: `/api/admin/teacher-applications/${world.teacherApplicant.id}/decision`,
    payload: { approve: true },
  }),
  "PUT /api/admin/signup-settings": () => ({ url: "/api/admin/signup-settings", payload: { enabled: true } }),
  "GET /api/admin/users/export": () => ({ url: "/api/admin/users/export" }),
  "GET /api/admin/audit-log": () => ({ url: "/api/admin/audit-log" }),

  "GET /api/jenga/me": () => ({ url: "/api/jenga/me" }),
  "GET /api/jenga/games": () => ({ url: "/api/jenga/games" }),
  "POST /api/jenga/games/join": (world) => ({
    url: "/api/jenga/games/join",
    payload: { code: world.gameToJoin.gameCode },
  }),
  "GET /api/jenga/games/:gameId": (world) => ({ url: `/api/jenga/games/${world.jengaGame.id}` }),
  "POST /api/jenga/games/:gameId/moves [the student's turn]": (world) => ({
    url: `/api/jenga/games/${world.jengaGame.id}/moves`,
    payload: { difficulty: "easy" },
  }),
  "GET /api/jenga/invites": () => ({ url: "/api/jenga/invites" }),
  "POST /api/jenga/invites/:inviteId/respond [the student's invite]": (world) => ({
    url: `/api/jenga/invites/${world.jengaInviteId}/respond`,
    payload: { response: "declined" },
  }),
  "GET /api/jenga/leaderboard": () => ({ url: "/api/jenga/leaderboard" }),
  "GET /api/jenga/admin/games": () => ({ url: "/api/jenga/admin/games" }),
  "POST /api/jenga/admin/games": (_w, role) => ({ url: "/api/jenga/admin/games", payload: { name: `Tower ${role}` } }),
  "POST /api/jenga/admin/games/:gameId/players/:userId/approve": (world) => ({
    url: `/api/jenga/admin/games/${world.gameWithPending.id}/players/${world.people.otherStudent!.id}/approve`,
    payload: {},
  }),
  "DELETE /api/jenga/admin/games/:gameId/players/:userId": (world) => ({
    url: `/api/jenga/admin/games/${world.gameToLeave.id}/players/${world.people.otherStudent!.id}`,
  }),
  "POST /api/jenga/admin/games/:gameId/start": (world) => ({
    url: `/api/jenga/admin/games/${world.gameToStart.id}/start`,
    payload: {},
  }),
  "POST /api/jenga/admin/games/:gameId/finish": (world) => ({
    url: `/api/jenga/admin/games/${world.gameToFinish.id}/finish`,
    payload: { winnerUserId: world.people.student!.id, loserUserId: world.people.otherStudent!.id },
  }),
  "POST /api/jenga/admin/games/:gameId/invites": (world) => ({
    url: `/api/jenga/admin/games/${world.gameToInvite.id}/invites`,
    payload: { userId: world.people.otherStudent!.id },
  }),
  "GET /api/jenga/admin/users": () => ({ url: "/api/jenga/admin/users" }),

  "GET /api/sports/matches": () => ({ url: "/api/sports/matches" }),
  "GET /api/sports/matches/:matchNumber": () => ({ url: "/api/sports/matches/1" }),
  "GET /api/sports/time": () => ({ url: "/api/sports/time" }),
  "GET /api/sports/control-centre": () => ({ url: "/api/sports/control-centre" }),
  "PATCH /api/sports/matches/:matchNumber": () => ({ url: "/api/sports/matches/1", payload: { teamAName: "Hawks" } }),
  "POST /api/sports/matches/:matchNumber/reset": () => ({ url: "/api/sports/matches/2/reset", payload: {} }),
  "GET /api/lower-third/pin": () => ({ url: "/api/lower-third/pin" }),
  "PUT /api/lower-third/pin": () => ({ url: "/api/lower-third/pin", payload: { pin: LOWER_THIRD_PIN } }),
  "POST /api/lower-third/unlock [the right PIN]": () => ({
    url: "/api/lower-third/unlock",
    payload: { pin: LOWER_THIRD_PIN },
  }),
  "GET /api/lower-third/grant [no grant]": () => ({ url: "/api/lower-third/grant" }),

  "GET /api/files/* [the student's receipt, signed link]": (world) => ({ url: world.signedReceiptPath }),
  "GET /api/files/* [the student's receipt, no signature]": (world) => ({
    url: world.signedReceiptPath.split("?")[0]!,
  }),

  "GET /api/spikeball/application": () => ({ url: "/api/spikeball/application" }),
  "POST /api/spikeball/application": () => ({ url: "/api/spikeball/application", payload: "receipt" }),
  "GET /api/spikeball/team": () => ({ url: "/api/spikeball/team" }),
  "POST /api/spikeball/teams": (_w, role) => ({ url: "/api/spikeball/teams", payload: { name: `Team ${role}` } }),
  "GET /api/spikeball/invitable-users": () => ({ url: "/api/spikeball/invitable-users" }),
  "POST /api/spikeball/teams/:teamId/invites [the student's team]": (world) => ({
    url: `/api/spikeball/teams/${world.team.id}/invites`,
    payload: { userId: world.freePlayer.id },
  }),
  "GET /api/spikeball/invites": () => ({ url: "/api/spikeball/invites" }),
  "POST /api/spikeball/invites/:inviteId/respond [the student's invite]": (world) => ({
    url: `/api/spikeball/invites/${world.spikeballInviteId}/respond`,
    payload: { response: "declined" },
  }),
  "GET /api/spikeball/admin/applications": () => ({ url: "/api/spikeball/admin/applications" }),
  "GET /api/spikeball/admin/applications/:applicationId/receipt-url [the student's application]": (world) => ({
    url: `/api/spikeball/admin/applications/${world.application.id}/receipt-url`,
  }),
  "POST /api/spikeball/admin/users/:userId/review": (world) => ({
    url: `/api/spikeball/admin/users/${world.reviewTarget.id}/review`,
    payload: { status: "approved", notes: "Paid in cash" },
  }),
  "GET /api/spikeball/admin/teams": () => ({ url: "/api/spikeball/admin/teams" }),
  "POST /api/spikeball/admin/teams": (_w, role) => ({
    url: "/api/spikeball/admin/teams",
    payload: { name: `Admin team ${role}` },
  }),
  "PATCH /api/spikeball/admin/teams/:teamId [the student's team]": (world, role) => ({
    url: `/api/spikeball/admin/teams/${world.team.id}`,
    payload: { name: `Renamed by ${role}` },
  }),
  "DELETE /api/spikeball/admin/teams/:teamId": (world) => ({
    url: `/api/spikeball/admin/teams/${world.teamToDelete.id}`,
  }),
  "POST /api/spikeball/admin/teams/:teamId/members": (world) => ({
    url: `/api/spikeball/admin/teams/${world.teamToFill.id}/members`,
    payload: { userId: world.freePlayerForAdmin.id },
  }),
  "DELETE /api/spikeball/admin/teams/:teamId/members/:memberId": (world) => ({
    url: `/api/spikeball/admin/teams/${world.teamWithMember.id}/members/${world.teamWithMember.memberIds[0]}`,
  }),

  "GET /api/spikeball/tournaments": () => ({ url: "/api/spikeball/tournaments" }),
  "GET /api/spikeball/tournaments/upcoming-matches": () => ({ url: "/api/spikeball/tournaments/upcoming-matches" }),
  "GET /api/spikeball/tournaments/:tournamentId [published]": (world) => ({
    url: `/api/spikeball/tournaments/${world.liveCup.id}`,
  }),
  "GET /api/spikeball/tournaments/:tournamentId [in setup]": (world) => ({
    url: `/api/spikeball/tournaments/${world.setupCup.id}`,
  }),
  "POST /api/spikeball/tournament-matches/:matchId/score [the student's live match]": (world) => ({
    url: `/api/spikeball/tournament-matches/${world.liveCupMatches.first}/score`,
    payload: { team1Score: 5, team2Score: 3 },
  }),
  "GET /api/spikeball/admin/tournaments": () => ({ url: "/api/spikeball/admin/tournaments" }),
  "POST /api/spikeball/admin/tournaments": (_w, role) => ({
    url: "/api/spikeball/admin/tournaments",
    payload: { name: `Cup by ${role}`, maxTeams: 8 },
  }),
  "GET /api/spikeball/admin/tournament-teams": () => ({ url: "/api/spikeball/admin/tournament-teams" }),
  "POST /api/spikeball/admin/tournaments/:tournamentId/bracket": (world) => ({
    url: `/api/spikeball/admin/tournaments/${world.setupCup.id}/bracket`,
    payload: {},
  }),
  "PUT /api/spikeball/admin/tournaments/:tournamentId/bracket/first-round": (world) => ({
    url: `/api/spikeball/admin/tournaments/${world.builtCup.id}/bracket/first-round`,
    payload: { slots: [{ matchNumber: 1, team1Id: world.team.id, team2Id: world.teamX.id }] },
  }),
  "POST /api/spikeball/admin/tournaments/:tournamentId/bracket/seed": (world) => ({
    url: `/api/spikeball/admin/tournaments/${world.seedCup.id}/bracket/seed`,
    payload: { teamIds: [world.team.id, world.teamX.id, world.otherTeam.id, world.teamY.id] },
  }),
  "POST /api/spikeball/admin/tournaments/:tournamentId/publish": (world) => ({
    url: `/api/spikeball/admin/tournaments/${world.readyCup.id}/publish`,
    payload: {},
  }),
  "POST /api/spikeball/admin/tournament-matches/:matchId/start": (world) => ({
    url: `/api/spikeball/admin/tournament-matches/${world.liveCupMatches.second}/start`,
    payload: {},
  }),
  "POST /api/spikeball/admin/tournament-matches/:matchId/end": (world) => ({
    url: `/api/spikeball/admin/tournament-matches/${world.liveCupMatches.second}/end`,
    payload: { team1Score: 11, team2Score: 7 },
  }),

  "GET /api/friends": () => ({ url: "/api/friends" }),
  "POST /api/friends/requests": (world) => ({
    url: "/api/friends/requests",
    payload: { email: world.friendRequestTarget.email },
  }),
  "POST /api/friends/requests/:requestId/accept [a request to the student]": (world) => ({
    url: `/api/friends/requests/${world.requestToAccept}/accept`,
    payload: {},
  }),
  "POST /api/friends/requests/:requestId/decline [a request to the student]": (world) => ({
    url: `/api/friends/requests/${world.requestToDecline}/decline`,
    payload: {},
  }),
  "POST /api/friends/requests/:requestId/cancel [a request from the student]": (world) => ({
    url: `/api/friends/requests/${world.requestToCancel}/cancel`,
    payload: {},
  }),
  "GET /api/friends/:userId/schedule [the student's friend, who shares]": (world) => ({
    url: `/api/friends/${world.sharingFriend.id}/schedule`,
  }),
  "GET /api/friends/:userId/schedule [the student]": (world) => ({
    url: `/api/friends/${world.people.student!.id}/schedule`,
  }),
  "GET /api/friends/:userId/free-together [the student's friend, who shares]": (world) => ({
    url: `/api/friends/${world.sharingFriend.id}/free-together`,
  }),
  "GET /api/friends/classes-in-common": () => ({ url: "/api/friends/classes-in-common" }),
  "DELETE /api/friends/:userId [the student's friend]": (world) => ({ url: `/api/friends/${world.friendToRemove.id}` }),
  "POST /api/friends/blocks": (world) => ({ url: "/api/friends/blocks", payload: { userId: world.blockTarget.id } }),
  "DELETE /api/friends/blocks/:userId [someone the student blocked]": (world) => ({
    url: `/api/friends/blocks/${world.blocked.id}`,
  }),
  "PUT /api/friends/settings": () => ({
    url: "/api/friends/settings",
    payload: { shareScope: "nobody", showRooms: false, chosenFriendIds: [] },
  }),
  "POST /api/friends/code": () => ({ url: "/api/friends/code", payload: {} }),
  "GET /api/friends/admin/sharing": () => ({ url: "/api/friends/admin/sharing" }),
  "PUT /api/friends/admin/sharing": (world) => ({
    url: "/api/friends/admin/sharing",
    payload: { schoolId: world.schoolId, enabled: true },
  }),

  "GET /api/push/vapid-public-key": () => ({ url: "/api/push/vapid-public-key" }),
  "GET /api/push/devices": () => ({ url: "/api/push/devices" }),
  "POST /api/push/devices": () => ({
    url: "/api/push/devices",
    payload: pushSubscriptionBody("matrix-browser"),
  }),
  "DELETE /api/push/devices/this-device": () => ({ url: "/api/push/devices/this-device" }),
  "DELETE /api/push/devices/:id [the student's device]": (world) => ({
    url: `/api/push/devices/${world.pushDevice.id}`,
  }),
  "GET /api/push/preferences": () => ({ url: "/api/push/preferences" }),
  "PUT /api/push/preferences": () => ({
    url: "/api/push/preferences",
    payload: { schoolWide: true, messages: true, jenga: false, spikeball: false, hideMessageText: true },
  }),
  "GET /api/privacy/export": () => ({ url: "/api/privacy/export" }),
  "POST /api/privacy/delete-account [with a wrong password]": () => ({
    url: "/api/privacy/delete-account",
    payload: { password: "Not-My-Password-1" },
  }),
  "DELETE /api/admin/users/:userId [a student]": (world) => ({ url: `/api/admin/users/${world.deleteTarget.id}` }),

  "POST /api/spikeball/admin/applications/bulk-approve": () => ({
    url: "/api/spikeball/admin/applications/bulk-approve",
    payload: {},
  }),
};

// Answers that may name the student's private things: the calendar feed and the receipt, whose link is the credential.
const MAY_SHOW_SECRETS = new Set([
  "GET /api/calendar/:token.ics [the student's token]",
  "GET /api/files/* [the student's receipt, signed link]",
]);
const SECRET_READERS: readonly Role[] = ["student", "admin"];

async function send(method: string, sent: Sent, cookie: string | undefined): Promise<Answered> {
  let payload = sent.payload;
  let contentType = sent.contentType ?? (payload === undefined ? undefined : "application/json");
  if (payload === "receipt") {
    const body = multipart([{ filename: "receipt.png", contentType: "image/png", body: await pngImage() }]);
    payload = body.payload;
    contentType = body.contentType;
  }
  const res = await t.app.inject({
    method: method as "GET",
    url: sent.url,
    remoteAddress: nextRemoteAddress(),
    headers: {
      origin: TEST_ORIGIN,
      ...(contentType ? { "content-type": contentType } : {}),
      ...(cookie && !sent.withoutCookie ? { cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  return { statusCode: res.statusCode, body: res.body };
}

const statusOf = (answer: Answer) => (typeof answer === "number" ? answer : answer.status);
// A row of several methods ("GET,POST" for better-auth) is asked with POST when it sends a body, else GET.
const methodOf = (method: string, sent: Sent) =>
  method.includes(",") ? (sent.payload === undefined ? "GET" : "POST") : method;

describe("the access matrix, route by route", () => {
  for (const row of ROUTE_MATRIX) {
    const key = rowKey(row);
    describe(key, () => {
      for (const role of ROLES) {
        const expected = row.expect[role];
        it(`answers ${JSON.stringify(expected)} to ${role}`, async () => {
          const request = REQUESTS[key];
          if (!request) throw new Error(`no request written for ${key}`);
          const made = request(w, role);
          const answer =
            "run" in made ? await made.run() : await send(methodOf(row.method, made), made, w.people[role]?.cookie);
          expect(answer.statusCode, answer.body.slice(0, 300)).toBe(statusOf(expected));
          if (typeof expected !== "number") expect(JSON.parse(answer.body).error.code).toBe(expected.code);
          if (!SECRET_READERS.includes(role) && !MAY_SHOW_SECRETS.has(key)) {
            for (const secret of [...Object.values(STUDENT_SECRETS), w.calendarToken]) {
              expect(answer.body).not.toContain(secret);
            }
          }
        });
      }
    });
  }
});

describe("the matrix and the app agree", () => {
  // Fastify adds a HEAD route beside each GET; it answers as the GET does, so the matrix lists the GET only.
  const appRoutes = () =>
    new Set(
      registered
        .filter((r) => r.url.startsWith("/api"))
        .map((r) => ({ ...r, methods: [r.method].flat().filter((m) => m !== "HEAD") }))
        .filter((r) => r.methods.length > 0)
        .map((r) => `${r.methods.join(",")} ${r.url}`),
    );
  const matrixRoutes = () => new Set(ROUTE_MATRIX.map((r) => `${r.method} ${r.route}`));

  it("lists every route the app registers under /api", () => {
    expect([...appRoutes()].filter((route) => !matrixRoutes().has(route))).toEqual([]);
  });

  it("lists no route the app does not have", () => {
    expect(appRoutes().size).toBeGreaterThan(100);
    expect([...matrixRoutes()].filter((route) => !appRoutes().has(route))).toEqual([]);
  });

  it("has one request per row, and no request without a row", () => {
    const keys = ROUTE_MATRIX.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => !REQUESTS[k])).toEqual([]);
    expect(Object.keys(REQUESTS).filter((k) => !keys.includes(k))).toEqual([]);
  });
});
