// Finds the session of a request in one query, for the hook that runs on every API request. It reads exactly what
// better-auth's getSession reads (the signed session cookie, or the iOS app's bearer token, checked with the same
// secret, then the session row joined to its user), without better-auth's per-call machinery, which cost most of a
// request's time. No session is cached: every request reads the session and the user's status from the database,
// so a sign-out, a ban or a password reset takes effect at the next request. It also does what getSession does to a
// session last extended a day ago or more (the first request of a school day, for most students): moves its expiry
// and sends the cookie again with its full lifetime. Whatever this path does not handle itself (an expired session to
// clean up, a "don't remember me" session) it leaves to better-auth: `null` means "ask better-auth".
import { createHmac, timingSafeEqual } from "node:crypto";
import { serializeSignedCookie } from "better-call";
import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { sessions, users } from "../../db/schema";
import type { Auth } from "./auth";
import type { Db } from "../database/db";

export type FoundSession = {
  session: { id: string; revokedAt?: Date | string | null };
  /** A Set-Cookie header to send: the session cookie again with its full lifetime, after the session was extended. */
  refreshedCookie?: string;
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    status: string;
    schoolId: number | null;
    isCasStudent: boolean;
    createdAt: Date;
  };
};

/** `undefined`: no usable credential or no such session (anonymous); `null`: better-auth must decide. */
export type LookupResult = FoundSession | undefined | null;

type SignatureCheck = (token: string, signature: string) => boolean;

type Settings = {
  signatureMatches: SignatureCheck;
  secret: string;
  sessionCookie: string;
  sessionCookieAttributes: Parameters<typeof serializeSignedCookie>[3];
  dontRememberCookie: string;
  /** The idle timeout: an extension moves the session's end this far from now (never past its absolute end). */
  lifetimeSeconds: number;
  /** An extension is due once no more than this is left (better-auth: lifetime − updateAge). */
  dueWithinSeconds: number;
};

/** `maxAgeSeconds`: a session ends this long after it was created, however much it is used (ASVS 7.3.2). */
export function createSessionLookup(auth: Auth, db: Db, { maxAgeSeconds }: { maxAgeSeconds: number }) {
  let settings: Promise<Settings> | undefined;
  // Read once from better-auth's own context, so cookie names, secret and lifetimes can never disagree with it.
  const load = () =>
    (settings ??= auth.$context.then((context) => ({
      signatureMatches: createSignatureCheck(context.secret),
      secret: context.secret,
      sessionCookie: context.authCookies.sessionToken.name,
      sessionCookieAttributes: context.authCookies.sessionToken.attributes,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      lifetimeSeconds: context.sessionConfig.expiresIn,
      dueWithinSeconds: context.sessionConfig.expiresIn - context.sessionConfig.updateAge,
    })));

  // Built once and prepared on the server: this query runs on nearly every request.
  const sessionByToken = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
      revokedAt: sessions.revokedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      status: users.status,
      schoolId: users.schoolId,
      isCasStudent: users.isCasStudent,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_by_token");

  // The extension: a new end, the idle timeout from now, never past the session's absolute end. Only while still
  // due, so that the dashboard's requests arriving together extend it once; a request that finds it extended already
  // goes on with it.
  const extendSession = db
    .update(sessions)
    .set({
      expiresAt: sql`least(now() + ${sql.placeholder("lifetimeSeconds")}::int * interval '1 second', ${sessions.createdAt} + ${sql.placeholder("maxAgeSeconds")}::int * interval '1 second')`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        lte(sessions.expiresAt, sql`now() + ${sql.placeholder("dueWithinSeconds")}::int * interval '1 second'`),
      ),
    )
    .prepare("extend_session");

  return async function lookUpSession(request: FastifyRequest, now = new Date()): Promise<LookupResult> {
    const s = await load();
    const cookies = parseCookies(request.headers.cookie);
    if (cookies.has(s.dontRememberCookie)) return null;

    // Like better-auth's bearer plugin, an Authorization header wins over the cookie.
    const authorization = request.headers.authorization;
    let token: string | undefined;
    let fromCookie = false;
    if (authorization && authorization.slice(0, 7).toLowerCase() === "bearer ") {
      token = bearerToken(authorization.slice(7).trim(), s.signatureMatches);
      if (token === undefined) return cookies.has(s.sessionCookie) ? null : undefined;
    } else {
      const value = cookies.get(s.sessionCookie);
      if (!value) return undefined;
      token = signedCookieToken(value, s.signatureMatches);
      if (token === undefined) return undefined;
      fromCookie = true;
    }

    const [row] = await sessionByToken.execute({ token });
    if (!row) return undefined;
    const expiresAt = row.expiresAt.getTime();
    // Expired: better-auth deletes it.
    if (expiresAt <= now.getTime()) return null;
    // Past its absolute lifetime (a session from before the limit existed may still be extended that far): over.
    const endsAt = row.sessionCreatedAt.getTime() + maxAgeSeconds * 1000;
    if (endsAt <= now.getTime()) {
      await db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return undefined;
    }
    let refreshedCookie: string | undefined;
    // Due for its daily extension (as better-auth reckons it); a blocked or revoked session is not worth extending.
    const due = expiresAt - now.getTime() <= s.dueWithinSeconds * 1000;
    if (due && !row.revokedAt && row.status === "active") {
      await extendSession.execute({
        id: row.sessionId,
        lifetimeSeconds: s.lifetimeSeconds,
        maxAgeSeconds,
        dueWithinSeconds: s.dueWithinSeconds,
      });
      if (fromCookie) {
        refreshedCookie = await serializeSignedCookie(s.sessionCookie, token, s.secret, {
          ...s.sessionCookieAttributes,
          maxAge: Math.min(s.lifetimeSeconds, Math.floor((endsAt - now.getTime()) / 1000)),
        });
      }
    }
    return {
      ...(refreshedCookie ? { refreshedCookie } : {}),
      session: { id: row.sessionId, revokedAt: row.revokedAt },
      user: {
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.emailVerified,
        role: row.role,
        status: row.status,
        schoolId: row.schoolId,
        isCasStudent: row.isCasStudent,
        createdAt: row.createdAt,
      },
    };
  };
}

/** better-call's signed cookie: "<token>.<base64 HMAC-SHA256 of the token>", 44 characters of signature. */
function signedCookieToken(value: string, signatureMatches: SignatureCheck): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  return signatureMatches(token, signature) ? token : undefined;
}

export type CredentialProblem = { code: string; message: string };

/**
 * What is wrong with an Authorization header that found no session, told to the client that sent it: an API client
 * needs to know whether to fix its request or sign in again. Only called once no session was found.
 */
export function createCredentialDiagnosis(auth: Auth) {
  const check = auth.$context.then((context) => createSignatureCheck(context.secret));
  return async (authorization: string): Promise<CredentialProblem> => {
    const given = /^bearer +(\S+)$/i.exec(authorization.trim())?.[1];
    if (!given) {
      return {
        code: "invalid_authorization",
        message: "The Authorization header must be `Bearer <token>`, with the token exactly as sign-in gave it.",
      };
    }
    if (bearerToken(given, await check) === undefined) {
      return {
        code: "invalid_token",
        message:
          "This is not a token the server gave: send the whole token from sign-in (`<token>.<signature>`), as given.",
      };
    }
    return {
      code: "session_expired",
      message: "This session has ended (signed out, expired or revoked). Sign in again.",
    };
  };
}

/** The bearer token a client is given for a session token: the token and its HMAC-SHA256 signature, as sign-in gives it. */
export function signedBearerToken(sessionToken: string, secret: string): string {
  return `${sessionToken}.${createHmac("sha256", secret).update(sessionToken).digest("base64")}`;
}

/** A bearer token as `set-auth-token` gives it (maybe URL-encoded): the session token and its signature, both. */
function bearerToken(given: string, signatureMatches: SignatureCheck): string | undefined {
  if (!given || !given.includes(".")) return undefined;
  const decoded = given.includes("%") ? tryDecode(given) : given;
  const [token, signature] = decoded.split(".");
  if (!token || signature === undefined) return undefined;
  return signatureMatches(token, signature) ? token : undefined;
}

/**
 * Checks "token.signature" against HMAC-SHA256(secret, token). Signatures found good are remembered: whether they
 * match depends on nothing but this app's secret, so a browser's cookie is checked once, not on each of its requests.
 * That skips no database read (the session and the account are read every time). Bounded, oldest first out; bad
 * signatures are not remembered, so junk cannot push good ones out.
 */
function createSignatureCheck(secret: string) {
  const good = new Set<string>();
  const MAX = 10_000;
  return (token: string, signature: string): boolean => {
    const key = `${token}.${signature}`;
    if (good.has(key)) return true;
    // Node's base64 decoder reads both alphabets (base64 and base64url), with or without padding.
    const given = Buffer.from(signature, "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (good.size >= MAX) good.delete(good.values().next().value!);
    good.add(key);
    return true;
  };
}

/** The Cookie header as better-call reads it: first value of a name wins, quotes dropped, values URL-decoded. */
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    cookies.set(name, tryDecode(value));
  }
  return cookies;
}

function tryDecode(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}
