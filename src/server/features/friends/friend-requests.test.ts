// Friend requests against a real database: by email and by code, answers, the 30-day rule after a decline, the
// hourly limit, removal and blocks, and who may use friends at all.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { friendRequests, schools, users } from "../../db/schema";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { friendsKit } from "../../testing/friends-fixtures";
import { type Person } from "../../testing/people";

let t: TestApp;
let baseUrl: string;
const kit = friendsKit(() => t, "req");
const { call, request } = kit;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string } }).error;

describe("who may use friends", () => {
  it("needs a signed-in student", async () => {
    expect((await call(null, "GET", "/api/friends")).statusCode).toBe(401);
    const admin = await kit.admin();
    const res = await call(admin, "GET", "/api/friends");
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(FRIENDS_TEXTS.studentsOnly);
  });

  it("refuses a suspended student", async () => {
    const sam = await kit.student("Sam Shelved");
    await t.database.db.update(users).set({ status: "suspended", banReason: "Test" }).where(eq(users.id, sam.id));
    expect((await call(sam, "GET", "/api/friends")).statusCode).toBe(403);
  });

  it("gives a new student a personal code, shares with nobody and hides rooms by default", async () => {
    const ana = await kit.student("Ana");
    const mine = await kit.overview(ana);
    expect(mine).toMatchObject({
      shareScope: "nobody",
      showRooms: false,
      chosenFriendIds: [],
      schoolSharingEnabled: true,
      friends: [],
      incoming: [],
      outgoing: [],
      blocked: [],
    });
    expect(mine.friendCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await kit.overview(ana)).friendCode).toBe(mine.friendCode);
  });

  it("renews the personal code; the old one finds nobody", async () => {
    const [ana, ben] = [await kit.student("Ana"), await kit.student("Ben")];
    const old = (await kit.overview(ana)).friendCode;
    const res = await call(ana, "POST", "/api/friends/code");
    expect(res.statusCode).toBe(200);
    expect(res.json().friendCode).not.toBe(old);
    expect((await request(ben, { code: old })).statusCode).toBe(404);
    expect((await request(ben, { code: res.json().friendCode })).statusCode).toBe(201);
  });
});

describe("sending a request", () => {
  it("by email: the recipient sees it live, the sender sees it as outgoing", async () => {
    const [ana, ben] = [await kit.student("Ana Lopez"), await kit.student("Ben Okoro")];
    const socket = await openSocket(baseUrl, { cookie: ben.cookie });
    expect((await socket.subscribe(`friends:${ben.id}`)).type).toBe("subscribed");
    const res = await request(ana, { email: `  ${ben.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    await socket.next((f) => f.type === "event" && f.topic === `friends:${ben.id}` && f.event === "changed");
    socket.socket.close();
    expect((await kit.overview(ben)).incoming).toEqual([
      { id: res.json().id, person: { id: ana.id, name: "Ana Lopez", email: ana.email }, createdAt: expect.any(String) },
    ]);
    expect((await kit.overview(ana)).outgoing[0].person.id).toBe(ben.id);
  });

  it("by personal code, typed in lower case with a dash", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    const code: string = (await kit.overview(ben)).friendCode;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    expect((await request(ana, { code: typed })).statusCode).toBe(201);
  });

  it.each([
    ["nothing", {}, FRIENDS_TEXTS.enterEmailOrCode],
    ["both", { email: "a@riverside.example", code: "ABCDEFGH" }, FRIENDS_TEXTS.emailOrCodeNotBoth],
    ["a bad email", { email: "not-an-email" }, `email: ${ACCOUNT_TEXTS.emailInvalid}`],
  ])("refuses %s", async (_label, body, message) => {
    const ana = await kit.student();
    const res = await request(ana, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
  });

  it("refuses a malformed code", async () => {
    const res = await request(await kit.student(), { code: "ABC" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(FRIENDS_TEXTS.invalidCode);
  });

  it("answers the same 'not found' for an unknown email, another school, a suspended student or an admin", async () => {
    const ana = await kit.student();
    const other = await kit.student("Other School");
    const [school] = await t.database.db.insert(schools).values({ name: "Hillcrest Academy" }).returning();
    await t.database.db.update(users).set({ schoolId: school!.id }).where(eq(users.id, other.id));
    const gone = await kit.student("Gone");
    await t.database.db.update(users).set({ status: "banned", banReason: "Test" }).where(eq(users.id, gone.id));
    const admin = await kit.admin();
    for (const email of ["nobody@riverside.example", other.email, gone.email, admin.email]) {
      const res = await request(ana, { email });
      expect(res.statusCode, email).toBe(404);
      expect(errorOf(res).message).toBe(FRIENDS_TEXTS.noStudentFound);
    }
  });

  it("refuses a request to myself", async () => {
    const ana = await kit.student();
    const res = await request(ana, { email: ana.email });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(FRIENDS_TEXTS.notYourself);
  });

  it("refuses a second request, a request back, and a request to a friend", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    expect((await request(ana, { email: ben.email })).statusCode).toBe(201);
    const again = await request(ana, { email: ben.email });
    expect([again.statusCode, errorOf(again).message]).toEqual([409, FRIENDS_TEXTS.alreadyRequested]);
    const back = await request(ben, { email: ana.email });
    expect([back.statusCode, errorOf(back).message]).toEqual([409, FRIENDS_TEXTS.theyAskedYou]);
    const id = (await kit.overview(ben)).incoming[0].id;
    expect((await call(ben, "POST", `/api/friends/requests/${id}/accept`)).statusCode).toBe(200);
    const friends = await request(ana, { email: ben.email });
    expect([friends.statusCode, errorOf(friends).message]).toEqual([409, FRIENDS_TEXTS.alreadyFriends]);
  });

  it("limits requests to 10 an hour per student, found or not", async () => {
    const ana = await kit.student();
    for (let i = 0; i < 10; i++) {
      expect((await request(ana, { email: `nobody${i}@riverside.example` })).statusCode).toBe(404);
    }
    const ben = await kit.student();
    const res = await request(ana, { email: ben.email });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe("rate_limited");
    expect(res.headers["retry-after"]).toBeDefined();
    expect((await kit.overview(ben)).incoming).toEqual([]);
  });
});

describe("answering a request", () => {
  it("accepting makes both friends, and shares nothing yet", async () => {
    const [ana, ben] = [await kit.student("Ana"), await kit.student("Ben")];
    await kit.befriend(ana, ben);
    expect((await kit.overview(ana)).friends).toEqual([
      { id: ben.id, name: "Ben", email: ben.email, sharesWithMe: false, since: expect.any(String) },
    ]);
    expect((await kit.overview(ben)).friends.map((f: Person) => f.id)).toEqual([ana.id]);
    expect((await kit.overview(ben)).incoming).toEqual([]);
  });

  it("only the recipient accepts or declines, only the sender cancels; to others the request does not exist", async () => {
    const [ana, ben, cleo] = [await kit.student(), await kit.student(), await kit.student()];
    const id = (await request(ana, { email: ben.email })).json().id;
    for (const [who, answer] of [
      [ana, "accept"],
      [cleo, "accept"],
      [cleo, "decline"],
      [ben, "cancel"],
      [cleo, "cancel"],
    ] as const) {
      const res = await call(who, "POST", `/api/friends/requests/${id}/${answer}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(FRIENDS_TEXTS.requestNotFound);
    }
    expect((await call(ana, "POST", "/api/friends/requests/not-a-uuid/cancel")).statusCode).toBe(404);
    expect((await call(ana, "POST", `/api/friends/requests/${id}/cancel`)).json()).toEqual({ status: "cancelled" });
    expect((await call(ben, "POST", `/api/friends/requests/${id}/accept`)).statusCode).toBe(404);
    expect((await kit.overview(ben)).incoming).toEqual([]);
  });

  it("a declined request cannot be repeated for 30 days", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    const id = (await request(ana, { email: ben.email })).json().id;
    expect((await call(ben, "POST", `/api/friends/requests/${id}/decline`)).json()).toEqual({ status: "declined" });
    expect((await kit.overview(ana)).friends).toEqual([]);
    const again = await request(ana, { email: ben.email });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: "declined_recently", message: FRIENDS_TEXTS.declinedRecently });
    // The other way round is a new question, which Ben may ask.
    expect((await request(ben, { email: ana.email })).statusCode).toBe(201);
  });

  it("allows the request again once 30 days have passed since the decline", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    const id = (await request(ana, { email: ben.email })).json().id;
    await call(ben, "POST", `/api/friends/requests/${id}/decline`);
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db.update(friendRequests).set({ respondedAt: thirtyOneDaysAgo }).where(eq(friendRequests.id, id));
    expect((await request(ana, { email: ben.email })).statusCode).toBe(201);
  });

  it("cannot accept a request from a student who was suspended since", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    const id = (await request(ana, { email: ben.email })).json().id;
    await t.database.db.update(users).set({ status: "suspended", banReason: "Test" }).where(eq(users.id, ana.id));
    expect((await call(ben, "POST", `/api/friends/requests/${id}/accept`)).statusCode).toBe(404);
    expect((await kit.overview(ben)).friends).toEqual([]);
  });
});

describe("removing and blocking", () => {
  it("removing a friend ends the friendship for both, live", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    await kit.befriend(ana, ben);
    const socket = await openSocket(baseUrl, { cookie: ben.cookie });
    await socket.subscribe(`friends:${ben.id}`);
    expect((await call(ana, "DELETE", `/api/friends/${ben.id}`)).statusCode).toBe(200);
    await socket.next((f) => f.type === "event" && f.event === "changed");
    socket.socket.close();
    expect((await kit.overview(ana)).friends).toEqual([]);
    expect((await kit.overview(ben)).friends).toEqual([]);
    expect((await call(ana, "DELETE", `/api/friends/${ben.id}`)).statusCode).toBe(404);
  });

  it("a blocked student can no longer send requests nor find the blocker by email or code", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    await kit.befriend(ana, ben);
    const code = (await kit.overview(ana)).friendCode;
    expect((await call(ana, "POST", "/api/friends/blocks", { userId: ben.id })).statusCode).toBe(200);
    expect((await kit.overview(ana)).friends).toEqual([]);
    expect((await kit.overview(ana)).blocked).toEqual([{ id: ben.id, name: ben.name }]);
    expect((await kit.overview(ben)).friends).toEqual([]);
    for (const target of [{ email: ana.email }, { code }]) {
      const res = await request(ben, target);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(FRIENDS_TEXTS.noStudentFound);
    }
    const mine = await request(ana, { email: ben.email });
    expect([mine.statusCode, errorOf(mine).message]).toEqual([409, FRIENDS_TEXTS.youBlocked]);
  });

  it("blocking cancels pending requests both ways; unblocking lets requests through again", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    await request(ben, { email: ana.email });
    await call(ana, "POST", "/api/friends/blocks", { userId: ben.id });
    expect((await kit.overview(ana)).incoming).toEqual([]);
    const rows = await t.database.db
      .select({ status: friendRequests.status })
      .from(friendRequests)
      .where(and(eq(friendRequests.senderId, ben.id), eq(friendRequests.recipientId, ana.id)));
    expect(rows).toEqual([{ status: "cancelled" }]);
    expect((await call(ana, "DELETE", `/api/friends/blocks/${ben.id}`)).statusCode).toBe(200);
    expect((await kit.overview(ana)).blocked).toEqual([]);
    expect((await request(ben, { email: ana.email })).statusCode).toBe(201);
  });

  it("blocks only students of my school, and not myself", async () => {
    const ana = await kit.student();
    const admin = await kit.admin();
    for (const userId of [ana.id, admin.id, "no-such-user"]) {
      expect((await call(ana, "POST", "/api/friends/blocks", { userId })).statusCode).toBe(404);
    }
    expect((await call(ana, "DELETE", `/api/friends/blocks/${admin.id}`)).statusCode).toBe(404);
  });
});

describe("realtime topics", () => {
  it("lets a student follow only their own topic and their own school's", async () => {
    const [ana, ben] = [await kit.student(), await kit.student()];
    const socket = await openSocket(baseUrl, { cookie: ana.cookie });
    expect((await socket.subscribe(`friends:${ana.id}`)).type).toBe("subscribed");
    expect((await socket.subscribe(`friends:${ben.id}`)).type).toBe("error");
    expect((await socket.subscribe(`friends:school:${t.schoolId}`)).type).toBe("subscribed");
    expect((await socket.subscribe(`friends:school:${t.schoolId + 1}`)).type).toBe("error");
    socket.socket.close();
    const anonymous = await openSocket(baseUrl);
    expect((await anonymous.subscribe(`friends:${ana.id}`)).type).toBe("error");
    anonymous.socket.close();
  });
});
