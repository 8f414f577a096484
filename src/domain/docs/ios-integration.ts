// The iOS integration guide shown at /admin/messaging-docs. Every endpoint it names is checked against the served
// OpenAPI document by a test, so the guide cannot drift from the API.

export type DocEndpoint = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string; what: string };
export type DocSection = { title: string; paragraphs: string[]; endpoints?: DocEndpoint[]; list?: string[] };

export const IOS_INTEGRATION_GUIDE: DocSection[] = [
  {
    title: "1. Signing in and tokens",
    paragraphs: [
      "The iOS app uses the same accounts as the web app. Sign in with the email and password and the header `X-Session-Transport: bearer` (no `Origin` header needed): only then does the answer carry the session token, the same in the `set-auth-token` header and in the `token` field of the body (a sign-in without it gets a cookie and no token).",
      "Send the token exactly as given (it is signed: `<token>.<signature>`) on every request as `Authorization: Bearer <token>`. A session ends after 7 days unused and 30 days after its sign-in, however much it is used; then sign in again. A suspended or banned account cannot sign in; a request from an account blocked meanwhile answers 403 `account_blocked` with `details` (status, reason, bannedUntil).",
      "A request without a usable token answers 401 with a code that says what to do: `unauthorized` (no token sent), `invalid_authorization` (the header is not `Bearer <token>`), `invalid_token` (not a token the server gave, such as the token without its signature: fix the app), `session_expired` (signed out, expired or ended from another device: sign in again).",
      "The client can be generated from /api/docs/json (for example with openapi-typescript and openapi-fetch, or Swift's OpenAPI generator): every endpoint here is described there with its security, its errors and its operationId. The project's contract test walks exactly this journey with such a client on every change.",
    ],
    endpoints: [
      { method: "POST", path: "/api/accounts/sign-up", what: "Create an account; a confirmation link is mailed" },
      {
        method: "POST",
        path: "/api/auth/sign-in/email",
        what: "Sign in: { email, password } with X-Session-Transport: bearer → token",
      },
      { method: "GET", path: "/api/accounts/me", what: "The signed-in user (id, name, email, role, status)" },
      { method: "GET", path: "/api/auth/list-sessions", what: "The devices signed in; each `token` names one" },
      { method: "POST", path: "/api/auth/revoke-session", what: "End another device's session: { token }" },
      { method: "POST", path: "/api/auth/sign-out", what: "End this session on the server" },
    ],
  },
  {
    title: "2. Messages",
    paragraphs: [
      "Students write to administrators; administrators write to anyone. The server enforces it: a student cannot write to another student, read a conversation they are not in, or send as someone else. Content is trimmed, 1 to 4,000 characters, and is plain text (never render it as HTML).",
      "A conversation is read page by page, newest first: pass `nextCursor` as `before` to load older messages. Opening a conversation should mark it read.",
    ],
    endpoints: [
      {
        method: "GET",
        path: "/api/messages/conversations",
        what: "Conversation summaries: user, last message, time, unread count",
      },
      { method: "GET", path: "/api/messages/conversations/{otherUserId}", what: "One page of a conversation" },
      { method: "POST", path: "/api/messages/conversations/{otherUserId}/read", what: "Mark it read" },
      { method: "POST", path: "/api/messages", what: "Send: { recipientId, content }" },
      { method: "GET", path: "/api/messages/unread-count", what: "The unread badge (show 99+ above 99)" },
      { method: "GET", path: "/api/messages/people", what: "Who the user may write to (search for admins)" },
    ],
  },
  {
    title: "3. Notifications",
    paragraphs: [
      "School-wide notifications have a title (at most 100 characters), a message (at most 500), a type (info, success, warning, error) and an optional expiry. Show the active ones; remember the ones the user closed on the device.",
    ],
    endpoints: [
      { method: "GET", path: "/api/notifications/active", what: "Active, unexpired notifications (no sign-in needed)" },
      { method: "POST", path: "/api/push/devices", what: "Register this device for push: { endpoint, keys }" },
      { method: "GET", path: "/api/push/devices", what: "The user's devices that get pushes" },
      { method: "DELETE", path: "/api/push/devices/{id}", what: "Stop pushes to a device (at sign-out)" },
    ],
  },
  {
    title: "4. Schedule entries",
    paragraphs: [
      "The iOS app manages its own user's schedule: class name, teacher, room, start and end as 24-hour `HH:MM` (end after start) and the full English weekday names. A user never sees or changes another user's entries: another user's entry id answers 404.",
    ],
    endpoints: [
      { method: "GET", path: "/api/schedule/entries", what: "My entries" },
      { method: "POST", path: "/api/schedule/entries", what: "Create an entry" },
      { method: "PUT", path: "/api/schedule/entries/{entryId}", what: "Change an entry" },
      { method: "DELETE", path: "/api/schedule/entries/{entryId}", what: "Delete an entry" },
      { method: "GET", path: "/api/schedule/today", what: "Today's classes in the school's time zone, with timing" },
      {
        method: "POST",
        path: "/api/schedule/calendar-feed",
        what: "Turn on the private calendar feed; its URL (text/calendar) is shown once",
      },
    ],
  },
  {
    title: "5. Live updates",
    paragraphs: [
      'Open one WebSocket to `/api/realtime` with the same `Authorization: Bearer` header. Send `{"type":"subscribe","topic":"…"}`; the server answers `subscribed` or an `error` with code `forbidden`. Events arrive as `{"type":"event","topic","event","data"}` and carry ids, not whole rows: refetch what changed.',
      'After a reconnect, or a `{"type":"resync"}` frame, refetch everything on screen: events sent while you were away are not replayed. Reconnect with a random, growing delay.',
    ],
    list: [
      "`user:<your id>`: events `message` (a message to or from you) and `messages-read`.",
      "`notifications`: event `changed` when a notification is created, changed or deleted.",
      "`admin` (administrators only): console changes such as `users-changed`.",
      "Frames over 64 KiB close the socket (1009); a socket of a blocked or signed-out session is closed with 1008.",
    ],
  },
  {
    title: "6. Errors",
    paragraphs: [
      'Every error is `{ "error": { "code", "message" } }`. Show `message` to people; branch on `code`. 400 invalid input (nothing changed), 401 no usable token (see the code above), 403 not allowed, 404 not found or not yours, 409 conflicts with the current state, 413 too large, 429 slow down (see `Retry-After`), 5xx retry later. Each operation in /api/docs lists the statuses it can answer.',
    ],
  },
  {
    title: "7. Checklist before release",
    paragraphs: [],
    list: [
      "The token is kept in the Keychain, never in plain storage, and removed at sign-out.",
      "Every request sends the bearer token; a 401 leads back to sign-in.",
      "A 403 `account_blocked` shows the reason and the ban's end, then signs out.",
      "Message content is displayed as plain text.",
      "The send button is disabled while the trimmed text is empty.",
      "The socket resubscribes and the screens refetch after every reconnect.",
      "Dismissed notifications stay dismissed on the device.",
    ],
  },
];

/** Every endpoint the guide names, for the test that compares them with the served API. */
export function documentedEndpoints(): DocEndpoint[] {
  return IOS_INTEGRATION_GUIDE.flatMap((section) => section.endpoints ?? []);
}
