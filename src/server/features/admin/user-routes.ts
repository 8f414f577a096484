// The admin console's endpoints about who has an account: the user list, edits and export, teacher applications and
// the sign-up switch. Admins only.
import { z } from "zod";
import {
  adminUserSchema,
  editUserSchema,
  exportFileName,
  teacherApplicationSchema,
  userListQuerySchema,
} from "../../../domain/admin/admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { decideTeacherApplication } from "./decide-teacher-application";
import { editUser } from "./edit-user";
import { exportUsersCsv } from "./export-users-csv";
import { listTeacherApplications } from "./list-teacher-applications";
import { listUsers } from "./list-users";
import { setSignUpEnabled } from "./set-sign-up-enabled";
import { pathId } from "../../platform/http/path-ids";

const userParams = z.object({ userId: pathId("User not found", "text") });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["admin"];

  app.get(
    "/admin/users",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListUsers",
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
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminEditUser",
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
        operationId: "adminListTeacherApplications",
        tags,
        summary: "Pending teacher applications, oldest first",
        response: { 200: z.object({ applications: z.array(teacherApplicationSchema) }) },
      },
    },
    async () => {
      return { applications: await listTeacherApplications(db) };
    },
  );

  app.post(
    "/admin/teacher-applications/:userId/decision",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminDecideTeacherApplication",
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
        operationId: "adminSetSignUpEnabled",
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
      schema: {
        operationId: "adminExportUsersCsv",
        tags,
        summary: "All users as CSV (Email, Name, School ID, Status, Created At, CAS Student)",
        response: { 200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      const csv = await exportUsersCsv(deps, admin);
      // Streamed: the bytes go out page by page as the users are read. The document describes the text that arrives;
      // Fastify sends a stream as it is, without the response schema's serializer.
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(new Date())}"`)
        .header("cache-control", "no-store")
        .send(csv as unknown as string);
    },
  );
};
