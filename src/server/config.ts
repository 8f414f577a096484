// Reads the environment once, at start, into a typed and validated config.
import path from "node:path";
import { z } from "zod";
import { adminPassword } from "../domain/accounts/account-schemas";
import { lowerThirdPinSchema } from "../domain/broadcast/lower-third";
import { isValidTimeZone } from "../domain/schedule/school-clock";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** An on/off setting: "1" or "true" turn it on; unset, empty, "0" or "false" leave it off. */
const envFlag = () =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((v) => v === "1" || v === "true"),
  );

/** A DNS name of two labels or more whose last label is not a number (so no IP address). */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  // Connections each process keeps to PostgreSQL (the first limit a district's morning reaches: bench/RESULTS.md).
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  APP_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(60).default("Cohort")),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  DEMO_DATA: envFlag(),
  SCHOOL_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(120).default("Riverside High School")),
  SCHOOL_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isValidTimeZone, "must be an IANA time zone name, such as America/New_York").optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  // The first-run setup page holds the administrator's password to the same rule (features/accounts).
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, adminPassword.optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUSTED_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default("./dist/web")),
  AUTH_RATE_LIMIT_SCALE: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1000).default(1)),
  ANON_SOCKETS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("0")
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
        return typeof parsed === "string" ? false : parsed;
      }),
  ),
  SESSION_IDLE_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(365).default(7)),
  SESSION_MAX_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(365).default(30)),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("us-east-1")),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(["0", "1", "true", "false"]).optional()),
  // The gate accepts only PINs of this shape: a PIN it could never accept stops the server at start instead.
  LOWER_THIRD_PIN: z.preprocess(emptyAsUndefined, lowerThirdPinSchema.optional()),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: address")
      .optional(),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{80,100}$/, "must be base64url")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{40,50}$/, "must be base64url")
      .optional(),
  ),
  PUSH_ALLOW_HTTP_ENDPOINTS: envFlag(),
  // Host names, not URLs: an entry allows that host and every name under it.
  PUSH_SERVICE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .toLowerCase()
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => HOST_NAME.test(host)), "must be host names, comma-separated")
      .optional(),
  ),
});

/** An S3-compatible bucket that holds the stored files instead of a folder under DATA_DIR. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the connections of this process's pool. */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was set; unset, publicUrl is http://localhost:PORT and the loopback names are trusted too. */
  publicUrlIsSet: boolean;
  appName: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  demoData: boolean;
  webDist: string;
  /** The school that sign-up offers first; more schools can be added to the `schools` table. */
  schoolName: string;
  /** The school's IANA time zone: "today" and "now" of schedules are the school's. Defaults to the server's zone. */
  schoolTimeZone: string;
  sessionSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origins allowed to make state-changing requests: PUBLIC_URL's, plus TRUSTED_ORIGINS (comma-separated). With
   * PUBLIC_URL unset, every loopback name of the port (localhost, 127.0.0.1, [::1]) is PUBLIC_URL's.
   */
  trustedOrigins: string[];
  /** Multiplies every account rate limit; 1 in production. Only the browser tests raise it (see auth-limits.ts). */
  authRateLimitScale: number;
  /** Behind a reverse proxy (nginx): client addresses and the protocol come from its X-Forwarded-* headers. */
  trustProxy: TrustProxy;
  /** Anonymous realtime sockets one address may hold (REALTIME_LIMITS when unset): a hall of public screens. */
  realtimeAnonymousSocketsPerAddress: number | undefined;
  /** A session unused this long ends (ASVS 7.3.1); each day of use moves the end, up to `sessionMaxSeconds`. */
  sessionIdleSeconds: number;
  /** However much it is used, a session ends this long after its sign-in (ASVS 7.3.2). */
  sessionMaxSeconds: number;
  /** Set when S3_BUCKET is: files go to the bucket; unset, to `<dataDir>/files`. */
  s3: S3Settings | undefined;
  /** LOWER_THIRD_PIN: the lower-third generator's PIN, which then wins over the one an admin sets. */
  lowerThirdPin: string | undefined;
  /** NODE_ENV is "production": the log is JSON lines even in a terminal. */
  production: boolean;
  push: {
    /** VAPID_SUBJECT; unset, PUBLIC_URL when it is https:, else a mailto: of the first administrator. */
    vapidSubject: string | undefined;
    /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; unset, a pair generated once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Only for tests: also accept plain-http push services at loopback addresses (a fake one). */
    allowHttpEndpoints: boolean;
    /** Push services besides the browsers' (domain/push/push-services.ts), and the names under them. */
    extraServiceHosts: string[];
  };
};

/** Parses the environment; throws one readable error that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error("Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  if (e.S3_BUCKET && Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const extraOrigins = (e.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    publicUrlIsSet: e.PUBLIC_URL !== undefined,
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    webDist: path.resolve(e.WEB_DIST),
    schoolName: e.SCHOOL_NAME,
    schoolTimeZone: e.SCHOOL_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    sessionSecret: e.SESSION_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    trustedOrigins: [...(e.PUBLIC_URL ? [new URL(publicUrl).origin] : loopbackOrigins(e.PORT)), ...extraOrigins],
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    realtimeAnonymousSocketsPerAddress: e.ANON_SOCKETS_PER_IP,
    sessionIdleSeconds: Math.round(Math.min(e.SESSION_IDLE_DAYS, e.SESSION_MAX_DAYS) * 86_400),
    sessionMaxSeconds: Math.round(e.SESSION_MAX_DAYS * 86_400),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          // Most self-hosted S3-compatible servers (MinIO, Garage, s3rver) want path-style URLs.
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === "1" || e.S3_FORCE_PATH_STYLE === "true"
            : Boolean(e.S3_ENDPOINT),
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    lowerThirdPin: e.LOWER_THIRD_PIN,
    production: e.NODE_ENV === "production",
    push: {
      vapidSubject: e.VAPID_SUBJECT,
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      allowHttpEndpoints: e.PUSH_ALLOW_HTTP_ENDPOINTS,
      extraServiceHosts: e.PUSH_SERVICE_HOSTS ?? [],
    },
  };
}

/** The names a machine answers to itself: one site when PUBLIC_URL is unset, and "this machine" in messages. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The origins of the loopback names on `port`, localhost's first (the default PUBLIC_URL). */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

/** Whether an origin (or URL) names this machine: localhost, 127.0.0.0/8 or [::1], on any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.includes(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
