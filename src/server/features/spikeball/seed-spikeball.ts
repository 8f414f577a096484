// Demo spikeball content for `npm run demo`: applications in every state (with generated receipt photos, stored like
// real uploads), two teams with members and a pending invite. Six more demo players join the three demo students
// (same password). Made through the same use cases as the real app; only fills an empty spikeball_applications
// table, and only once the demo students exist.
import { randomBytes } from "node:crypto";
import { asc, count, inArray } from "drizzle-orm";
import sharp from "sharp";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../../db/demo-students";
import { accounts, schools, spikeballApplications, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth";
import type { Db } from "../../platform/db";
import type { FileStore } from "../../platform/file-store";
import { type SpikeballDeps, reviewApplication, submitApplication } from "./applications";
import { createTeam, invitePlayer, respondToInvite } from "./teams";

// Nobody is connected while the demo data is written: there is no one to tell.
const silent = { publish: async () => {} };

export const DEMO_SPIKEBALL_PLAYERS = [
  { name: "Sofia Martinez", email: "sofia.martinez@students.riverside.example" },
  { name: "Noah Kim", email: "noah.kim@students.riverside.example" },
  { name: "Leo Rossi", email: "leo.rossi@students.riverside.example" },
  { name: "Ethan Wright", email: "ethan.wright@students.riverside.example" },
  { name: "Priya Nair", email: "priya.nair@students.riverside.example" },
  { name: "Liam O'Connor", email: "liam.oconnor@students.riverside.example" },
];

/** A receipt-like photo: a paper slip with printed lines, the amount and the buyer's name. */
async function receiptPhoto(name: string, number: number): Promise<Buffer> {
  const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="520">
    <rect width="360" height="520" fill="#6b7280"/>
    <rect x="40" y="30" width="280" height="460" rx="6" fill="#fbfaf5"/>
    <text x="180" y="80" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#111">RIVERSIDE HIGH</text>
    <text x="180" y="106" font-family="DejaVu Sans, sans-serif" font-size="14" text-anchor="middle" fill="#333">Student Activities Office</text>
    <line x1="60" y1="126" x2="300" y2="126" stroke="#999" stroke-dasharray="4 3"/>
    <text x="64" y="160" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#222">Receipt #${1040 + number}</text>
    <text x="64" y="186" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#222">${escape(name)}</text>
    <text x="64" y="230" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#222">Spikeball entry fee</text>
    <text x="296" y="230" font-family="DejaVu Sans Mono, monospace" font-size="14" text-anchor="end" fill="#222">$10.00</text>
    <line x1="60" y1="252" x2="300" y2="252" stroke="#999" stroke-dasharray="4 3"/>
    <text x="64" y="282" font-family="DejaVu Sans Mono, monospace" font-size="15" font-weight="bold" fill="#111">TOTAL</text>
    <text x="296" y="282" font-family="DejaVu Sans Mono, monospace" font-size="15" font-weight="bold" text-anchor="end" fill="#111">$10.00</text>
    <rect x="84" y="330" width="192" height="54" fill="none" stroke="#1d4ed8" stroke-width="3" rx="4" transform="rotate(-8 180 357)"/>
    <text x="180" y="365" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="#1d4ed8" transform="rotate(-8 180 357)">PAID</text>
    <text x="180" y="450" font-family="DejaVu Sans, sans-serif" font-size="12" text-anchor="middle" fill="#555">Thank you. Keep this receipt.</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

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

export async function seedDemoSpikeball(db: Db, store: FileStore): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(spikeballApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  const demoEmails = DEMO_STUDENTS.map((s) => s.email);
  const [present] = await db.select({ n: count() }).from(users).where(inArray(users.email, demoEmails));
  if ((present?.n ?? 0) < DEMO_STUDENTS.length) return 0;
  await ensurePlayers(db);

  const all = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, [...demoEmails, ...DEMO_SPIKEBALL_PLAYERS.map((p) => p.email)]));
  const person = (email: string) => all.find((u) => u.email === email)!;
  const [maya, jordan, aisha] = DEMO_STUDENTS.map((s) => person(s.email));
  const [sofia, noah, leo, ethan, priya] = DEMO_SPIKEBALL_PLAYERS.map((p) => person(p.email));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["admin"]))
    .limit(1);
  const reviewer = { id: admin?.id ?? maya!.id };
  const deps: SpikeballDeps = { db, realtime: silent, store };

  let receipts = 0;
  const apply = async (user: { id: string; name: string }) =>
    submitApplication(deps, user, await receiptPhoto(user.name, ++receipts));

  // Every state: approved with a receipt, approved by an admin without one, pending, denied, and not applied (Liam).
  for (const user of [maya!, jordan!, aisha!, sofia!, noah!, ethan!, priya!]) await apply(user);
  await reviewApplication(deps, reviewer, maya!.id, "approved", "Receipt checked. Welcome to the tournament!");
  await reviewApplication(deps, reviewer, jordan!.id, "approved", null);
  await reviewApplication(deps, reviewer, aisha!.id, "approved", null);
  await reviewApplication(deps, reviewer, sofia!.id, "approved", "Paid in person at the office.");
  await reviewApplication(deps, reviewer, noah!.id, "approved", null);
  await reviewApplication(deps, reviewer, leo!.id, "approved", null);
  await reviewApplication(
    deps,
    reviewer,
    priya!.id,
    "denied",
    "This receipt is from last season. Please bring this year's receipt to the office.",
  );

  // Two teams with members, and Aisha's pending invite to the first.
  const ninjas = await createTeam(deps, maya!, "Net Ninjas");
  for (const member of [jordan!, leo!]) {
    const invite = await invitePlayer(deps, maya!, ninjas.id, member.id);
    await respondToInvite(deps, member, invite.id, "accepted");
  }
  const force = await createTeam(deps, sofia!, "Spike Force");
  const invite = await invitePlayer(deps, sofia!, force.id, noah!.id);
  await respondToInvite(deps, noah!, invite.id, "accepted");
  await invitePlayer(deps, maya!, ninjas.id, aisha!.id);

  const [rows] = await db.select({ n: count() }).from(spikeballApplications);
  return rows?.n ?? 0;
}
