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
CREATE INDEX "conversation_summaries_owner_last_message_idx" ON "conversation_summaries" USING btree ("owner_id","last_message_at" DESC NULLS LAST,"other_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_summaries_owner_unread_idx" ON "conversation_summaries" USING btree ("owner_id","unread_count") WHERE "conversation_summaries"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversation_summaries_other_id_idx" ON "conversation_summaries" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "users_role_status_name_idx" ON "users" USING btree ("role","status","name");
-- hand-written:
--> statement-breakpoint
-- The conversations so far, from the messages: per person and other person, the last message either way and how many
-- of the other's are unread (the same fill as CONVERSATION_SUMMARIES_FROM_MESSAGES in messaging-summary-queries.ts).
INSERT INTO "conversation_summaries" ("owner_id", "other_id", "last_message_id", "last_message", "last_message_at", "unread_count")
SELECT l."owner_id", l."other_id", l."id", l."content", l."created_at", coalesce(u."n", 0)
FROM (
  SELECT DISTINCT ON ("owner_id", "other_id") "owner_id", "other_id", "id", "content", "created_at"
  FROM (
    SELECT "sender_id" AS "owner_id", "recipient_id" AS "other_id", "id", "content", "created_at" FROM "messages"
    UNION ALL
    SELECT "recipient_id", "sender_id", "id", "content", "created_at" FROM "messages" WHERE "recipient_id" <> "sender_id"
  ) AS m
  ORDER BY "owner_id", "other_id", "created_at" DESC, "id" DESC
) AS l
LEFT JOIN (
  SELECT "recipient_id" AS "owner_id", "sender_id" AS "other_id", count(*)::int AS "n"
  FROM "messages" WHERE NOT "is_read" GROUP BY "recipient_id", "sender_id"
) AS u ON u."owner_id" = l."owner_id" AND u."other_id" = l."other_id";
