// Creates an account through better-auth (which sends the confirmation mail), and a pending teacher application when
// the person signed up as a teacher. Answers the same whether or not the email already had an account.
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { type signUpSchema } from "../../../domain/accounts/account-schemas";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import type { z } from "zod";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import { schools, signupSettings, teacherApplications, users } from "../../db/schema";
import type { Auth } from "../../platform/auth/auth";
import { countAccountAttempt } from "../../platform/auth/auth-limits";
import type { Db } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import { refuseWeakPassword, siteWords } from "../../platform/auth/password-rule";
import type { RealtimeHub } from "../../platform/realtime/realtime";

export const SIGN_UP_DISABLED =
  "Sign-up is currently disabled. Please check back later or contact your school's administrators.";

export async function isSignUpEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select({ enabled: signupSettings.isSignupEnabled }).from(signupSettings);
  return row?.enabled ?? true;
}

export async function signUp(
  { db, auth, realtime, appName }: { db: Db; auth: Auth; realtime?: Pick<RealtimeHub, "publish">; appName: string },
  input: z.output<typeof signUpSchema>,
  request: FastifyRequest,
) {
  await countAccountAttempt(db, "sign-up", request.ip, input.email);
  if (!(await isSignUpEnabled(db))) throw new AppError("signup_disabled", SIGN_UP_DISABLED, 403);
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId));
  if (!school) throw new AppError("school_required", ACCOUNT_TEXTS.schoolRequired);
  const owner = { name: input.fullName, email: input.email };
  await refuseWeakPassword(input.password, owner, "password", await siteWords(db, appName));

  const result = await auth.api.signUpEmail({
    body: {
      name: input.fullName,
      email: input.email,
      password: input.password,
      schoolId: input.schoolId,
      callbackURL: "/auth?mode=signin&confirmed=1",
    },
    headers: fromNodeHeaders(request.headers),
  });

  // For an address that already has an account, better-auth answers with a stand-in user that is not stored.
  const [created] = await db.select({ id: users.id }).from(users).where(eq(users.id, result.user.id));
  if (created && input.isTeacher && input.roomNumber) {
    await db
      .insert(teacherApplications)
      .values({
        userId: created.id,
        name: input.fullName,
        email: input.email,
        schoolId: input.schoolId,
        roomNumber: input.roomNumber,
      })
      .onConflictDoNothing();
  }
  // Open admin consoles refetch their statistics, activity and teacher applications.
  if (created) await realtime?.publish(db, ADMIN_TOPIC, "users-changed", { userId: created.id });
}
