// The account's part of "download my data": the profile with its school, the sign-in methods (never a password
// hash), the sessions (never a token) and a teacher application.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { accounts, schools, sessions, teacherApplications, users } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { notFound } from "../../platform/http/errors";
import { iso, isoOrNull } from "./export-dates";

type AccountData = Pick<DataExport, "profile" | "signInAccounts" | "sessions" | "teacherApplication">;

export async function exportAccountData(tx: Tx, userId: string, currentSessionId: string | null): Promise<AccountData> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      status: users.status,
      schoolId: schools.id,
      schoolName: schools.name,
      isCasStudent: users.isCasStudent,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  if (!user) throw notFound("User not found");

  const signInAccounts = await tx
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const sessionRows = await tx
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const [teacherApplication] = await tx
    .select({
      name: teacherApplications.name,
      email: teacherApplications.email,
      schoolId: teacherApplications.schoolId,
      roomNumber: teacherApplications.roomNumber,
      status: teacherApplications.status,
      reviewedAt: teacherApplications.reviewedAt,
      createdAt: teacherApplications.createdAt,
    })
    .from(teacherApplications)
    .where(eq(teacherApplications.userId, userId));

  return {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      status: user.status,
      school: user.schoolId !== null && user.schoolName !== null ? { id: user.schoolId, name: user.schoolName } : null,
      isCasStudent: user.isCasStudent,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInAccounts: signInAccounts.map((a) => ({
      provider: a.provider,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      current: s.id === currentSessionId,
    })),
    teacherApplication: teacherApplication
      ? {
          ...teacherApplication,
          reviewedAt: isoOrNull(teacherApplication.reviewedAt),
          createdAt: iso(teacherApplication.createdAt),
        }
      : null,
  };
}
