// The demo's spikeball players: the three demo students and six more (same password), the cast of the applications'
// and teams' demo parts.
import { inArray } from "drizzle-orm";
import { createDemoAccounts, DEMO_STUDENTS } from "../../db/demo-people";
import { users } from "../../db/schema";
import type { Db } from "../../platform/database/db";

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

/** Creates the six players if they are missing, and finds everyone by email. */
export async function demoCast(db: Db): Promise<DemoCast> {
  await createDemoAccounts(db, DEMO_SPIKEBALL_PLAYERS);
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
