// The applications' demo part: every state, approved with a receipt, approved by an admin without one, pending,
// denied, and not applied (Liam). The receipts are generated photos, stored like real uploads.
import { inArray } from "drizzle-orm";
import { users } from "../../../db/schema";
import { loadSharp } from "../../../platform/files/file-store-images";
import type { DemoCast } from "../demo-players";
import { reviewApplication } from "./review-application";
import { submitApplication } from "./submit-application";
import type { Services } from "../../../platform/database/services-plugin";

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
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function seedDemoApplications(deps: Services, cast: DemoCast) {
  const { maya, jordan, aisha, sofia, noah, leo, ethan, priya } = cast;
  const [admin] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["admin"]))
    .limit(1);
  const reviewer = { id: admin?.id ?? maya.id };

  let receipts = 0;
  const apply = async (user: { id: string; name: string }) =>
    submitApplication(deps, user, await receiptPhoto(user.name, ++receipts));

  for (const user of [maya, jordan, aisha, sofia, noah, ethan, priya]) await apply(user);
  await reviewApplication(deps, reviewer, maya.id, "approved", "Receipt checked. Welcome to the tournament!");
  await reviewApplication(deps, reviewer, jordan.id, "approved", null);
  await reviewApplication(deps, reviewer, aisha.id, "approved", null);
  await reviewApplication(deps, reviewer, sofia.id, "approved", "Paid in person at the office.");
  await reviewApplication(deps, reviewer, noah.id, "approved", null);
  await reviewApplication(deps, reviewer, leo.id, "approved", null);
  await reviewApplication(
    deps,
    reviewer,
    priya.id,
    "denied",
    "This receipt is from last season. Please bring this year's receipt to the office.",
  );
}
