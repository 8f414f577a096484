CREATE TABLE "conversation_summaries" (
	"owner_id" text NOT NULL,
	"other_id" text NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message" text NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_summaries_owner_id_other_id_pk" PRIMARY KEY("owner_id","other_id"),
	CONSTRAINT "conversation_summaries_unread_count_check" CHECK ("conversation_summaries"."unread_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_summaries_owner_last_message_idx" ON "conversation_summaries" USING btree ("owner_id","last_message_at","other_id");--> statement-breakpoint
CREATE INDEX "conversation_summaries_owner_unread_idx" ON "conversation_summaries" USING btree ("owner_id","unread_count") WHERE "conversation_summaries"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversation_summaries_other_id_idx" ON "conversation_summaries" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "users_role_status_name_idx" ON "users" USING btree ("role","status","name");
-- hand-written:
--> statement-breakpoint
-- The conversations so far, from the messages (the same fill as CONVERSATION_SUMMARIES_FROM_MESSAGES in
-- src/server/features/messaging/messaging-summary-queries.ts): each pair's last message, found once per pair, written
-- as both people's row, with how many of the other's each has not read.
INSERT INTO "conversation_summaries" ("owner_id", "other_id", "last_message_id", "last_message", "last_message_at", "unread_count")
SELECT o."owner_id", o."other_id", l."id", l."content", l."created_at", coalesce(u."n", 0)
FROM (
  SELECT DISTINCT ON (least("sender_id" COLLATE "C", "recipient_id"), greatest("sender_id" COLLATE "C", "recipient_id"))
         least("sender_id" COLLATE "C", "recipient_id") AS "a", greatest("sender_id" COLLATE "C", "recipient_id") AS "b",
         "id", "content", "created_at"
  FROM "messages"
  ORDER BY least("sender_id" COLLATE "C", "recipient_id"), greatest("sender_id" COLLATE "C", "recipient_id"),
           "created_at" DESC, "id" DESC
) AS l
CROSS JOIN LATERAL (VALUES (l."a", l."b", true), (l."b", l."a", false)) AS o("owner_id", "other_id", "first")
LEFT JOIN (
  SELECT "recipient_id" AS "owner_id", "sender_id" AS "other_id", count(*)::int AS "n"
  FROM "messages" WHERE NOT "is_read" GROUP BY "recipient_id", "sender_id"
) AS u ON u."owner_id" = o."owner_id" AND u."other_id" = o."other_id"
WHERE o."first" OR l."a" <> l."b";
