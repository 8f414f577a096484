// Privacy for minors (issue 11): download all my data, delete my account, and an admin's deletion of an account.
import { serializeCookie } from "better-call";
import { z } from "zod";
import { dataExportFileName, dataExportSchema, deleteMyAccountSchema } from "../../../domain/privacy/privacy-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deleteAccount, deleteOwnAccount } from "./delete-account";
import { exportUserData } from "./export-user-data";
import { pathId } from "../../platform/http/path-ids";
import { PRIVACY_TEXTS } from "../../../domain/privacy/privacy-texts";

const userParams = z.object({ userId: pathId(PRIVACY_TEXTS.userNotFound, "text") });
const ok = z.object({ ok: z.literal(true) });

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...app.services, log: app.log };
  const { auth } = app;
  const tags = ["privacy"];
  // The browser forgets the session cookies of a deleted account (the session itself is gone already), cleared as
  // better-auth's sign-out clears them: the names and attributes it set them with (on HTTPS: `__Secure-`, Secure).
  const expiredSessionCookies = async () => {
    const { authCookies } = await auth.$context;
    return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map((cookie) =>
      serializeCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 }),
    );
  };

  app.get(
    "/privacy/export",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "exportMyData",
        tags,
        summary:
          "Download all my data as JSON (`cohort-data-<date>.json`): profile, sign-ins, sessions, schedule, messages, " +
          "friends, Jenga, Spikeball (the receipt as base64). Others appear by id only; no password hash or token.",
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const me = request.user;
      const now = new Date();
      const data = await exportUserData(deps, me.id, request.auth?.sessionId ?? null, now);
      return reply
        .header("content-disposition", `attachment; filename="${dataExportFileName(now)}"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.post(
    "/privacy/delete-account",
    {
      config: { access: "signed-in", errors: [409, 429] },
      schema: {
        operationId: "deleteMyAccount",
        tags,
        summary:
          "Delete my account at once, with my current password: all my data and files, signed out everywhere " +
          "(wrong password: 400 and nothing changes)",
        body: deleteMyAccountSchema,
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const me = request.user;
      await deleteOwnAccount(deps, me, request.body.password, request.ip);
      return reply.header("set-cookie", await expiredSessionCookies()).send({ ok: true as const });
    },
  );

  app.delete(
    "/admin/users/:userId",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminDeleteUser",
        tags: [...tags, "admin"],
        summary:
          "Admins: delete an account and all its data and files (not my own, not the last admin); recorded in the audit log",
        params: userParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      const admin = request.user;
      await deleteAccount(deps, request.params.userId, { kind: "admin", id: admin.id, email: admin.email });
      return { ok: true as const };
    },
  );
};
