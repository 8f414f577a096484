// Account endpoints of our own, beside better-auth's under /api/auth: sign-up (with the spec's rules), what the
// sign-up form needs, who is signed in, the first-run setup of the first administrator, and one's own sessions.
import { z } from "zod";
import {
  accountStatusChangeSchema,
  accountStatuses,
  createFirstAdminSchema,
  meSchema,
  signUpSchema,
} from "../../../domain/accounts/account-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/http/errors";
import { createFirstAdmin } from "./create-first-admin";
import { getSetupStatus } from "./get-setup-status";
import { getSignUpOptions } from "./get-sign-up-options";
import { accountSessionRoutes } from "./session-routes";
import { setAccountStatus } from "./set-account-status";
import { signUp } from "./sign-up";
import { pathId } from "../../platform/http/path-ids";

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.services;
  const { auth, config } = app;

  app.get(
    "/accounts/sign-up-options",
    {
      config: { access: "public" },
      schema: {
        operationId: "getSignUpOptions",
        tags: ["accounts"],
        summary: "Whether sign-up is open, and the schools to choose from",
        response: {
          200: z.object({
            enabled: z.boolean(),
            schools: z.array(z.object({ id: z.number(), name: z.string() })),
          }),
        },
      },
    },
    async () => getSignUpOptions(db),
  );

  app.post(
    "/accounts/sign-up",
    {
      config: { access: "public", errors: [429] },
      schema: {
        operationId: "signUp",
        tags: ["accounts"],
        summary: "Create an account; a confirmation link is mailed. The same answer for a known or unknown email.",
        body: signUpSchema,
        response: { 200: z.object({ status: z.literal("confirmation_sent") }) },
      },
    },
    async (request) => {
      await signUp({ db, auth, realtime, appName: config.appName }, request.body, request);
      return { status: "confirmation_sent" as const };
    },
  );

  app.get(
    "/accounts/me",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getMe",
        tags: ["accounts"],
        summary: "The signed-in user (cookie or bearer token)",
        response: { 200: z.object({ user: meSchema }) },
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.get(
    "/accounts/session",
    {
      config: { access: "public" },
      schema: {
        operationId: "getVisitor",
        tags: ["accounts"],
        summary:
          "Who is visiting: the signed-in user, or null for a visitor who is not signed in (where /accounts/me " +
          "answers 401). A blocked account is refused with 403 account_blocked and the reason, as everywhere.",
        response: { 200: z.object({ user: meSchema.nullable() }) },
      },
    },
    async (request) => ({ user: request.auth?.user ?? null }),
  );

  app.get(
    "/accounts/setup",
    {
      config: { access: "public", errors: [410] },
      schema: {
        operationId: "getSetupStatus",
        tags: ["accounts"],
        summary:
          "Whether the first administrator can still be created with the link printed at start (410 once one exists)",
        response: { 200: z.object({ status: z.literal("open") }) },
      },
    },
    async () => ({ status: await getSetupStatus(db) }),
  );

  app.post(
    "/accounts/setup",
    {
      config: { access: "public", errors: [410] },
      schema: {
        operationId: "createFirstAdmin",
        tags: ["accounts"],
        summary:
          "Create the first administrator with the one-time token printed at start, from the printed address only; " +
          "410 once an administrator exists",
        body: createFirstAdminSchema,
        response: { 200: z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) }) },
      },
    },
    async (request) => ({
      user: await createFirstAdmin(db, request.body, { origin: request.headers.origin, config }),
    }),
  );

  app.patch(
    "/admin/users/:userId/status",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminSetAccountStatus",
        tags: ["admin"],
        summary:
          "Suspend, ban (for some hours, or for good) or reactivate an account; blocking signs it out everywhere",
        params: z.object({ userId: pathId("User not found", "text") }),
        body: accountStatusChangeSchema,
        response: {
          200: z.object({
            user: z.object({
              id: z.string(),
              status: z.enum(accountStatuses),
              banReason: z.string().nullable(),
              bannedUntil: z.date().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const admin = request.user;
      if (request.params.userId === admin.id) {
        throw new AppError("cannot_moderate_self", "You cannot change the status of your own account");
      }
      return { user: await setAccountStatus({ db, realtime }, request.params.userId, request.body, admin) };
    },
  );

  await app.register(accountSessionRoutes);
};
