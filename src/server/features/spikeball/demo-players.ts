// The demo's spikeball players: the three demo students and six more (same password), the cast of the applications'
// and teams' demo parts.
import { randomBytes } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../../db/demo-students";
import { accounts, schools, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth";
import type { Db } from "../../platform/db";

export const DEMO_SPIKEBALL_PLAYERS = [
  { name: "Sofia Martinez", email: "sofia.martinez@students.riverside.example" },
  { name: "Noah Kim", email: "noah.kim@students.riverside.example" },
  { name: "Leo Rossi", email: "leo.rossi@students.riverside.example" },
  { name: "Ethan Wright", email: "ethan.wright@students.riverside.example" },
  { name: "Priya Nair", email: "priya.nair@students.riverside.example" },
  { name: "Liam O'Connor", email: "liam.oconnor@students.riverside.example" },
];

type DemoPlayer = { id: string; name: string };
export type DemoCast = Record<"maya" | "jordan" | "aisha" | "sofia" | "noah" | "leo" | "ethan" | "priya", DemoPlayer>;

async function ensurePlayers(db: Db) {
  const emails = DEMO_SPIKEBALL_PLAYERS.map((p) => p.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = DEMO_SPIKEBALL_PLAYERS.filter((p) => !existing.some((e) => e.email === p.email));
  if (missing.length === 0) return;
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const player of missing) {
      const id = randomBytes(16).toString("base64url");
      await tx.insert(users).values({ id, ...player, emailVerified: true, schoolId: school?.id ?? null });
      await tx.insert(accounts).values({
        id: randomBytes(16).toString("base64url"),
        userId: id,
        accountId: id,
        providerId: "credential",
        password: passwordHash,
      });
    }
  });
}

/** Creates the six players if they are missing, and finds everyone by email. */
export async function demoCast(db: Db): Promise<DemoCast> {
  await ensurePlayers(db);
  const all = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_STUDENTS.map((s) => s.email), ...DEMO_SPIKEBALL_PLAYERS.map((p) => p.email)]));
  const person = (email: string) => all.find((u) => u.email === email)!;
  const [maya, jordan, aisha] = DEMO_STUDENTS.map((s) => person(s.email));
  const [sofia, noah, leo, ethan, priya] = DEMO_SPIKEBALL_PLAYERS.map((p) => person(p.email));
  return {
    maya: maya!,
    jordan: jordan!,
    aisha: aisha!,
    sofia: sofia!,
    noah: noah!,
    leo: leo!,
    ethan: ethan!,
    priya: priya!,
  };
}
