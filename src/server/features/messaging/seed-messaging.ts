// Demo content of messaging in `npm run demo`: conversations between two demo students and the admin, written with
// their conversation summaries. Only fills an empty table, and only once the accounts it needs exist.
import { asc, count, eq } from "drizzle-orm";
import { findDemoStudents } from "../../db/demo-people";
import { messages, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { recordMessageInSummaries } from "./messaging-summary-queries";

async function demoAdmin(db: Db) {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin;
}

/** Conversations between two demo students and the admin, one of them with an answer the student has not read. */
export async function seedDemoMessages(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(messages);
  if ((existing?.n ?? 0) > 0) return 0;
  const admin = await demoAdmin(db);
  const students = await findDemoStudents(db);
  if (!admin || !students) return 0;
  const [{ id: maya }, { id: jordan }] = students;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const rows = [
    { senderId: maya, recipientId: admin.id, content: "Hi! Is the library open during lunch this week?", at: 190 },
    {
      senderId: admin.id,
      recipientId: maya,
      content: "Yes, from 12:00 to 12:45 every day except Friday.",
      at: 175,
    },
    { senderId: maya, recipientId: admin.id, content: "Great, thank you!", at: 170 },
    {
      senderId: jordan,
      recipientId: admin.id,
      content: "Can I change my elective from Art to Computer Science?",
      at: 60,
    },
    {
      senderId: admin.id,
      recipientId: jordan,
      content: "Please bring a signed form from your parents to the office by Friday and we will sort it out.",
      at: 20,
    },
  ].map(({ at, ...m }, i, all) => ({
    ...m,
    createdAt: minutesAgo(at),
    updatedAt: minutesAgo(at),
    // Everything is read except the admin's last answer to Jordan, so his dashboard shows an unread badge.
    isRead: i < all.length - 1,
  }));
  await db.transaction(async (tx) => {
    const stored = await tx.insert(messages).values(rows).returning();
    for (const message of stored) await recordMessageInSummaries(tx, message);
  });
  return rows.length;
}
