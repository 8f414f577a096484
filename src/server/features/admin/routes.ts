// The admin console's endpoints. Each one checks the admin role on the server (from the database, per request).
import { z } from "zod";
import {
  activitySchema,
  adminUserSchema,
  editUserSchema,
  exportFileName,
  teacherApplicationSchema,
  userListQuerySchema,
  userStatsSchema,
} from "../../../domain/admin/admin-schemas";
import { auditListQuerySchema, auditPageSchema } from "../../../domain/admin/audit-log-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  consoleStats,
  decideTeacherApplication,
  editUser,
  exportUsersCsv,
  listAuditLog,
  listUsers,
  pendingTeacherApplications,
  recentActivity,
  setSignUpEnabled,
} from "./console";

const userParams = z.object({ userId: z.string().min(1).max(64) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime } = app;
  const db = database.db;
  const deps = { db, realtime };
  const tags = ["admin"];

  app.get(
    "/admin/stats",
    {
      config: { access: "admin" },
      schema: { tags, summary: "User and game statistics (live: `admin` topic)", response: { 200: userStatsSchema } },
    },
    async () => {
      return consoleStats(db);
    },
  );

  app.get(
    "/admin/activity",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Recent activity: registrations, games created, messages sent (newest first)",
        response: { 200: z.object({ activity: z.array(activitySchema) }) },
      },
    },
    async () => {
      return { activity: await recentActivity(db) };
    },
  );

  app.get(
    "/admin/users",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Users, searched, filtered, sorted and paged on the server",
        querystring: userListQuerySchema,
        response: {
          200: z.object({ users: z.array(adminUserSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
        },
      },
    },
    async (request) => {
      return listUsers(db, request.query);
    },
  );

  app.patch(
    "/admin/users/:userId",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Edit a user's email, name, school and CAS student flag",
        params: userParams,
        body: editUserSchema,
        response: { 200: z.object({ user: adminUserSchema }) },
      },
    },
    async (request) => {
      const admin = request.user;
      return { user: await editUser(deps, admin, request.params.userId, request.body) };
    },
  );

  app.get(
    "/admin/teacher-applications",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Pending teacher applications, oldest first",
        response: { 200: z.object({ applications: z.array(teacherApplicationSchema) }) },
      },
    },
    async () => {
      return { applications: await pendingTeacherApplications(db) };
    },
  );

  app.post(
    "/admin/teacher-applications/:userId/decision",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Approve (the account becomes a teacher) or deny a pending application",
        params: userParams,
        body: z.object({ approve: z.boolean() }),
        response: { 200: z.object({ status: z.enum(["pending", "approved", "denied"]) }) },
      },
    },
    async (request) => {
      const admin = request.user;
      return { status: await decideTeacherApplication(deps, admin, request.params.userId, request.body.approve) };
    },
  );

  app.put(
    "/admin/signup-settings",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Switch sign-up on or off",
        body: z.object({ enabled: z.boolean() }),
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
    },
    async (request) => {
      const admin = request.user;
      return { enabled: await setSignUpEnabled(deps, admin, request.body.enabled) };
    },
  );

  app.get(
    "/admin/users/export",
    {
      config: { access: "admin" },
      schema: { tags, summary: "All users as CSV (Email, Name, School ID, Status, Created At, CAS Student)" },
    },
    async (request, reply) => {
      const admin = request.user;
      const csv = await exportUsersCsv(deps, admin);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(new Date())}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/admin/audit-log",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Admin actions with who, when, what and the changed fields before and after (newest first, paged)",
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      return listAuditLog(db, request.query.page, request.query.pageSize);
    },
  );
};
