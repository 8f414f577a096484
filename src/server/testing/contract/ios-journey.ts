// The iOS app's journey, written the way an integrator writes it: a client generated from /api/docs/json
// (openapi-typescript's `paths`, calls through openapi-fetch), a bearer token, no Origin. The contract test
// type-checks this file against the types generated from the served document, so a route that drifts from its
// description fails to compile here, then runs it against the real server and validates every answer.
import type { Client } from "openapi-fetch";
import type { paths } from "./openapi-types";

export type ApiClient = Client<paths>;

export type JourneyDeps = {
  /** A client with this bearer token on every request (none: anonymous). */
  client(token?: string): ApiClient;
  /** The path and query of the last link mailed to `email`. */
  mailedLink(email: string): Promise<string>;
  /** A school administrator's client, to answer the student's message. */
  admin: ApiClient;
  /** What a phone's push service would give the app to register. */
  pushSubscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(condition: unknown, what: string): asserts condition;
};

export const IOS_STUDENT = {
  fullName: "Ava Contract",
  email: "ava.contract@riverside.example",
  password: "Maple-Syrup-42",
};

/** Signs in as the iOS app does; returns the token the answer carries (header and body say the same). */
export async function signIn(deps: JourneyDeps, credentials: { email: string; password: string }): Promise<string> {
  const { data, response } = await deps.client().POST("/api/auth/sign-in/email", {
    body: credentials,
    headers: { "X-Session-Transport": "bearer" },
  });
  const expect: (condition: unknown, what: string) => asserts condition = deps.expect;
  expect(data?.token, "sign-in gives a token");
  expect(decodeURIComponent(response.headers.get("set-auth-token") ?? "") === data.token, "one token");
  return data.token;
}

/** Every step of the journey; each answer is validated by the client the deps give. */
export async function walkIosJourney(deps: JourneyDeps) {
  const expect: (condition: unknown, what: string) => asserts condition = deps.expect;
  const anonymous = deps.client();

  const options = await anonymous.GET("/api/accounts/sign-up-options");
  const school = options.data?.schools[0];
  expect(school, "a school to sign up to");
  const signUp = await anonymous.POST("/api/accounts/sign-up", {
    body: { ...IOS_STUDENT, confirmPassword: IOS_STUDENT.password, schoolId: school.id },
  });
  expect(signUp.data?.status === "confirmation_sent", "sign-up mails a confirmation");

  const early = await anonymous.POST("/api/auth/sign-in/email", {
    body: { email: IOS_STUDENT.email, password: IOS_STUDENT.password },
    headers: { "X-Session-Transport": "bearer" },
  });
  expect(early.error?.error.code === "email_not_verified", "no sign-in before the email is confirmed");

  const link = new URL(await deps.mailedLink(IOS_STUDENT.email), "http://app");
  const confirmed = await anonymous.GET("/api/auth/verify-email", {
    params: { query: { token: link.searchParams.get("token") ?? "" } },
  });
  expect(confirmed.data?.status, "the mailed link confirms the email");

  const token = await signIn(deps, IOS_STUDENT);
  const me = deps.client(token);
  const who = await me.GET("/api/accounts/me");
  expect(who.data?.user.email === IOS_STUDENT.email, "the token is the student's");

  const refused = await anonymous.GET("/api/schedule/entries");
  expect(refused.error?.error.code === "unauthorized", "no token, no schedule");
  const wrong = await deps.client(token.split(".")[0]).GET("/api/schedule/entries");
  expect(wrong.error?.error.code === "invalid_token", "the bare session token is refused, and said so");

  type Day = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  const entry = {
    className: "AP Biology",
    teacherName: "Dr. Priya Patel",
    roomNumber: "S204",
    startTime: "08:00",
    endTime: "08:50",
    daysOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as Day[],
  };
  const created = await me.POST("/api/schedule/entries", { body: entry });
  const entryId = created.data?.entry.id;
  expect(entryId, "an entry is created");
  const invalid = await me.POST("/api/schedule/entries", { body: { ...entry, endTime: "07:00" } });
  expect(invalid.response.status === 400, "an entry that ends before it starts is refused");
  const changed = await me.PUT("/api/schedule/entries/{entryId}", {
    params: { path: { entryId } },
    body: { ...entry, roomNumber: "S210" },
  });
  expect(changed.data?.entry.roomNumber === "S210", "the entry is changed");
  const today = await me.GET("/api/schedule/today");
  expect(
    today.data?.classes.some((c) => c.id === entryId),
    "today's schedule lists it",
  );
  const extra = await me.POST("/api/schedule/entries", { body: { ...entry, className: "Chemistry" } });
  expect(extra.data, "a second entry");
  const deleted = await me.DELETE("/api/schedule/entries/{entryId}", {
    params: { path: { entryId: extra.data.entry.id } },
  });
  expect(deleted.response.status === 204, "the entry is deleted");
  const gone = await me.GET("/api/schedule/entries/{entryId}", { params: { path: { entryId: extra.data.entry.id } } });
  expect(gone.response.status === 404, "a deleted entry is not found");

  const people = await me.GET("/api/messages/people");
  const school_admin = people.data?.people.find((p) => p.role === "admin");
  expect(school_admin, "the student may write to an administrator");
  const sent = await me.POST("/api/messages", { body: { recipientId: school_admin.id, content: "Is the lab open?" } });
  expect(sent.response.status === 201, "the message is sent");
  const reply = await deps.admin.POST("/api/messages", { body: { recipientId: who.data.user.id, content: "Yes." } });
  expect(reply.response.status === 201, "the school answers");
  const unread = await me.GET("/api/messages/unread-count");
  expect(unread.data?.count === 1, "one unread message");
  const conversations = await me.GET("/api/messages/conversations");
  expect(conversations.data?.conversations.length === 1, "one conversation");
  const thread = await me.GET("/api/messages/conversations/{otherUserId}", {
    params: { path: { otherUserId: school_admin.id } },
  });
  expect(
    thread.data?.messages.some((m) => m.content === "Yes."),
    "the reply is read",
  );
  const read = await me.POST("/api/messages/conversations/{otherUserId}/read", {
    params: { path: { otherUserId: school_admin.id } },
  });
  expect(read.response.ok, "the conversation is marked read");

  const notifications = await anonymous.GET("/api/notifications/active");
  expect(notifications.data?.notifications.length === 1, "the school's notification is read");

  const device = await me.POST("/api/push/devices", { body: deps.pushSubscription });
  const deviceId = device.data?.device.id;
  expect(deviceId, "a push device is registered");
  const devices = await me.GET("/api/push/devices");
  expect(
    devices.data?.devices.some((d) => d.id === deviceId),
    "it is listed",
  );
  const removed = await me.DELETE("/api/push/devices/{id}", { params: { path: { id: deviceId } } });
  expect(removed.response.ok, "the push device is removed");

  const feed = await me.POST("/api/schedule/calendar-feed");
  expect(feed.data?.url, "the calendar feed is turned on");
  const feedToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feed.data.url)?.[1];
  expect(feedToken, "the feed URL has its token");
  const calendar = await anonymous.GET("/api/calendar/{token}.ics", {
    params: { path: { token: feedToken } },
    parseAs: "text",
  });
  expect(calendar.data?.includes("SUMMARY:AP Biology"), "the calendar app reads the class");

  const other = await signIn(deps, IOS_STUDENT);
  const sessions = await me.GET("/api/auth/list-sessions");
  expect(
    sessions.data?.some((s) => s.token === other),
    "list-sessions names the other device by its token",
  );
  const ended = await me.POST("/api/auth/revoke-session", { body: { token: other } });
  expect(ended.data?.status, "the other session is ended");
  const otherNow = await deps.client(other).GET("/api/accounts/me");
  expect(otherNow.error?.error.code === "session_expired", "the ended session is told so");

  const out = await me.POST("/api/auth/sign-out");
  expect(out.data?.success, "signed out");
  const after = await me.GET("/api/schedule/today");
  expect(after.error?.error.code === "session_expired", "a signed-out token is refused");
}
