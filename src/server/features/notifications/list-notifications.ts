// Every notification, newest first, a page at a time, for the admins' list.
import { count, desc } from "drizzle-orm";
import { pageOffset } from "../../../domain/paging/paging";
import { notifications } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { toAdmin } from "./notifications-queries";

export async function listNotifications(db: Db, query: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    // A school sends a few thousand in a year: counting them is cheap.
    db.select({ n: count() }).from(notifications),
  ]);
  return { notifications: rows.map(toAdmin), total: Number(total?.n ?? 0), ...query };
}
