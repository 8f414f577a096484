// The better-auth endpoints the product exposes under /api/auth, described for the OpenAPI document. better-auth
// answers them through one catch-all route (auth-routes.ts), so their schemas are declared here, once, as the
// product uses them: the contract test validates every answer of the iOS journey against them.
import { z } from "zod";
import type { Access, ErrorStatus } from "./access";

const tags = ["auth"];
const status = z.object({ status: z.boolean() });
const email = z.string().email().max(254);
const password = z.string().min(1).max(128);

const authUser = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.string().optional(),
  status: z.string().optional(),
  schoolId: z.number().nullable().optional(),
  isCasStudent: z.boolean().optional(),
});

const BEARER_TOKEN =
  "Only when asked with `X-Session-Transport: bearer`: the signed bearer token, the same as `set-auth-token`.";

const authSession = z.looseObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  token: z.string().optional().describe(BEARER_TOKEN),
});

type AuthEndpoint = {
  method: "get" | "post";
  path: string;
  operationId: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** The success answer: a JSON body, or a redirect. */
  ok: { status: 200; body: z.ZodType } | { status: 302 };
  /** Also answers with a redirect (a link opened with its `callbackURL`). */
  redirects?: boolean;
  errors?: ErrorStatus[];
};

/** What the server answers under /api/auth; every other better-auth path is not part of the product's API. */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: "post",
    path: "/sign-in/email",
    operationId: "signIn",
    summary:
      "Sign in with email and password. With `X-Session-Transport: bearer` the answer carries the bearer token " +
      "(in `set-auth-token` and the body's `token`); without it, a session cookie only.",
    access: "public",
    body: z.object({ email, password, rememberMe: z.boolean().optional() }),
    ok: {
      status: 200,
      body: z.looseObject({
        redirect: z.boolean(),
        token: z.string().optional().describe(BEARER_TOKEN),
        user: authUser,
      }),
    },
    errors: [429],
  },
  {
    method: "post",
    path: "/sign-out",
    operationId: "signOut",
    summary: "End this session on the server (its sockets close too)",
    access: "public",
    ok: { status: 200, body: z.object({ success: z.boolean() }) },
  },
  {
    method: "get",
    path: "/get-session",
    operationId: "getSession",
    summary: "The current session and its user, or null when there is none",
    access: "public",
    ok: { status: 200, body: z.object({ session: authSession, user: authUser }).nullable() },
  },
  {
    method: "get",
    path: "/list-sessions",
    operationId: "listSessions",
    summary: "The user's sessions (devices signed in)",
    access: "signed-in",
    ok: { status: 200, body: z.array(authSession) },
  },
  {
    method: "post",
    path: "/revoke-session",
    operationId: "revokeSession",
    summary: "End one of the user's sessions, named by its `token` as list-sessions gave it",
    access: "signed-in",
    body: z.object({ token: z.string().min(1) }),
    ok: { status: 200, body: status },
  },
  {
    method: "post",
    path: "/revoke-other-sessions",
    operationId: "revokeOtherSessions",
    summary: "End every session of the user but this one",
    access: "signed-in",
    ok: { status: 200, body: status },
  },
  {
    method: "post",
    path: "/revoke-sessions",
    operationId: "revokeSessions",
    summary: "End every session of the user, this one included",
    access: "signed-in",
    ok: { status: 200, body: status },
  },
  {
    method: "post",
    path: "/change-password",
    operationId: "changePassword",
    summary: "Change the password (the current one is checked); `revokeOtherSessions` signs out other devices",
    access: "signed-in",
    body: z.object({ currentPassword: password, newPassword: password, revokeOtherSessions: z.boolean().optional() }),
    ok: {
      status: 200,
      body: z.looseObject({ token: z.string().nullable().optional().describe(BEARER_TOKEN), user: authUser }),
    },
    errors: [429],
  },
  {
    method: "post",
    path: "/request-password-reset",
    operationId: "requestPasswordReset",
    summary: "Mail a password reset link (the same answer whether or not the address has an account)",
    access: "public",
    body: z.object({ email, redirectTo: z.string().max(2000).optional() }),
    ok: { status: 200, body: z.looseObject({ status: z.boolean(), message: z.string().optional() }) },
    errors: [429],
  },
  {
    method: "post",
    path: "/reset-password",
    operationId: "resetPassword",
    summary: "Set a new password with the mailed link's token; every session of the account ends",
    access: "public",
    body: z.object({ token: z.string().min(1), newPassword: password }),
    ok: { status: 200, body: status },
    errors: [429],
  },
  {
    method: "get",
    path: "/reset-password/{token}",
    operationId: "openPasswordResetLink",
    summary: "The mailed reset link: redirects to `callbackURL` with the token, or with `error=INVALID_TOKEN`",
    access: "public",
    query: z.object({ callbackURL: z.string().max(2000) }),
    ok: { status: 302 },
  },
  {
    method: "get",
    path: "/verify-email",
    operationId: "verifyEmail",
    summary: "The mailed confirmation link: confirms the address (redirects to `callbackURL` when given)",
    access: "public",
    query: z.object({ token: z.string().min(1), callbackURL: z.string().max(2000).optional() }),
    ok: { status: 200, body: z.looseObject({ status: z.boolean() }) },
    redirects: true,
    errors: [429],
  },
  {
    method: "post",
    path: "/send-verification-email",
    operationId: "sendVerificationEmail",
    summary: "Mail the confirmation link again",
    access: "public",
    body: z.object({ email, callbackURL: z.string().max(2000).optional() }),
    ok: { status: 200, body: status },
    errors: [429],
  },
];

const toJson = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as Record<string, unknown>;

function parameters(endpoint: AuthEndpoint) {
  const path = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const shape = endpoint.query?.shape ?? {};
  const query = Object.entries(shape).map(([name, schema]) => ({
    name,
    in: "query",
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: toJson(schema as z.ZodType, "input"),
  }));
  return [...path, ...query];
}

/** The endpoints as OpenAPI path items, with `x-access` for openapi.ts to add security and errors from. */
export function authPaths(): Record<string, Record<string, Record<string, unknown>>> {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const endpoint of AUTH_ENDPOINTS) {
    const params = parameters(endpoint);
    const redirect = { 302: { description: "Redirect", headers: { Location: { schema: { type: "string" } } } } };
    const ok =
      endpoint.ok.status === 302
        ? redirect
        : {
            200: {
              description: "Default Response",
              content: { "application/json": { schema: toJson(endpoint.ok.body, "output") } },
            },
            ...(endpoint.redirects ? redirect : {}),
          };
    (paths[`/api/auth${endpoint.path}`] ??= {})[endpoint.method] = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags,
      ...(params.length ? { parameters: params } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toJson(endpoint.body, "input") } },
            },
          }
        : {}),
      responses: ok,
      "x-access": endpoint.access,
      "x-errors": endpoint.errors ?? [],
    };
  }
  return paths;
}
