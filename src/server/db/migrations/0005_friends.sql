CREATE TABLE "friend_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_status_check" CHECK ("friend_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "friend_requests_distinct_check" CHECK ("friend_requests"."sender_id" <> "friend_requests"."recipient_id"),
	CONSTRAINT "friend_requests_responded_at_check" CHECK (("friend_requests"."status" = 'pending') = ("friend_requests"."responded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "friend_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"friend_code" text NOT NULL,
	"share_scope" text DEFAULT 'nobody' NOT NULL,
	"show_rooms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_settings_friend_code_unique" UNIQUE("friend_code"),
	CONSTRAINT "friend_settings_share_scope_check" CHECK ("friend_settings"."share_scope" in ('nobody', 'all_friends', 'chosen_friends')),
	CONSTRAINT "friend_settings_friend_code_check" CHECK ("friend_settings"."friend_code" ~ '^[A-HJKMNP-Z2-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_low_id" text NOT NULL,
	"user_high_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_pkey" PRIMARY KEY("user_low_id","user_high_id"),
	CONSTRAINT "friendships_order_check" CHECK ("friendships"."user_low_id" < "friendships"."user_high_id")
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"schedule_sharing_enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_chosen_friends" (
	"owner_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_chosen_friends_pkey" PRIMARY KEY("owner_id","friend_id"),
	CONSTRAINT "share_chosen_friends_distinct_check" CHECK ("share_chosen_friends"."owner_id" <> "share_chosen_friends"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_distinct_check" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_settings" ADD CONSTRAINT "friend_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_chosen_friends" ADD CONSTRAINT "share_chosen_friends_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_chosen_friends" ADD CONSTRAINT "share_chosen_friends_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_sender_recipient_unique" ON "friend_requests" USING btree ("sender_id","recipient_id") WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "friend_requests_recipient_id_status_idx" ON "friend_requests" USING btree ("recipient_id","status");--> statement-breakpoint
CREATE INDEX "friend_requests_sender_id_recipient_id_status_idx" ON "friend_requests" USING btree ("sender_id","recipient_id","status");--> statement-breakpoint
CREATE INDEX "friendships_user_high_id_idx" ON "friendships" USING btree ("user_high_id");--> statement-breakpoint
CREATE INDEX "school_settings_updated_by_idx" ON "school_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "share_chosen_friends_friend_id_idx" ON "share_chosen_friends" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_id_idx" ON "user_blocks" USING btree ("blocked_id");