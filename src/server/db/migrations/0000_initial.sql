CREATE TABLE "jenga_game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"turn_order" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jenga_game_players_game_id_user_id_unique" UNIQUE("game_id","user_id"),
	CONSTRAINT "jenga_game_players_game_id_turn_order_unique" UNIQUE("game_id","turn_order"),
	CONSTRAINT "jenga_game_players_status_check" CHECK ("jenga_game_players"."status" in ('pending', 'approved')),
	CONSTRAINT "jenga_game_players_turn_order_check" CHECK ("jenga_game_players"."turn_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jenga_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_by" text,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"current_turn_player_id" text,
	"winner_id" text,
	"loser_id" text,
	CONSTRAINT "jenga_games_game_code_unique" UNIQUE("game_code"),
	CONSTRAINT "jenga_games_status_check" CHECK ("jenga_games"."status" in ('waiting', 'active', 'finished')),
	CONSTRAINT "jenga_games_name_check" CHECK ("jenga_games"."name" ~ '[^[:space:]]'),
	CONSTRAINT "jenga_games_game_code_check" CHECK ("jenga_games"."game_code" ~ '^[A-Z0-9]{6}$'),
	CONSTRAINT "jenga_games_winner_loser_check" CHECK ("jenga_games"."winner_id" is null or "jenga_games"."loser_id" is null or "jenga_games"."winner_id" <> "jenga_games"."loser_id")
);
--> statement-breakpoint
CREATE TABLE "jenga_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jenga_invites_status_check" CHECK ("jenga_invites"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "jenga_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"difficulty" text NOT NULL,
	"points" smallint NOT NULL,
	"move_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jenga_moves_game_id_move_number_unique" UNIQUE("game_id","move_number"),
	CONSTRAINT "jenga_moves_difficulty_check" CHECK ("jenga_moves"."difficulty" in ('easy', 'hard')),
	CONSTRAINT "jenga_moves_points_check" CHECK ("jenga_moves"."points" in (1, 3)),
	CONSTRAINT "jenga_moves_points_match_difficulty_check" CHECK (("jenga_moves"."difficulty" = 'easy' and "jenga_moves"."points" = 1) or ("jenga_moves"."difficulty" = 'hard' and "jenga_moves"."points" = 3)),
	CONSTRAINT "jenga_moves_move_number_check" CHECK ("jenga_moves"."move_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "jenga_user_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 1000 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"games_won" integer DEFAULT 0 NOT NULL,
	"games_lost" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jenga_user_stats_games_check" CHECK ("jenga_user_stats"."games_won" >= 0 and "jenga_user_stats"."games_lost" >= 0 and "jenga_user_stats"."games_won" + "jenga_user_stats"."games_lost" <= "jenga_user_stats"."games_played")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_check" CHECK ("messages"."content" ~ '[^[:space:]]' and char_length("messages"."content") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error')),
	CONSTRAINT "notifications_title_check" CHECK ("notifications"."title" ~ '[^[:space:]]' and char_length("notifications"."title") <= 100),
	CONSTRAINT "notifications_message_check" CHECK ("notifications"."message" ~ '[^[:space:]]' and char_length("notifications"."message") <= 500)
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"class_name" text NOT NULL,
	"teacher_name" text,
	"room_number" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"days_of_week" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_entries_start_time_check" CHECK ("schedule_entries"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "schedule_entries_end_time_check" CHECK ("schedule_entries"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "schedule_entries_time_order_check" CHECK ("schedule_entries"."end_time" > "schedule_entries"."start_time"),
	CONSTRAINT "schedule_entries_days_of_week_check" CHECK ("schedule_entries"."days_of_week" <@ ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']::text[])
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "signup_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_signup_enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_settings_single_row_check" CHECK ("signup_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "spikeball_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"receipt_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "spikeball_applications_status_check" CHECK ("spikeball_applications"."status" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "spikeball_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_number" smallint NOT NULL,
	"match_number" smallint NOT NULL,
	"team1_id" uuid,
	"team2_id" uuid,
	"team1_name" text,
	"team2_name" text,
	"winner_id" uuid,
	"team1_score" integer DEFAULT 0 NOT NULL,
	"team2_score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"played_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_matches_tournament_round_match_unique" UNIQUE("tournament_id","round_number","match_number"),
	CONSTRAINT "spikeball_matches_status_check" CHECK ("spikeball_matches"."status" in ('pending', 'scheduled', 'in_progress', 'completed')),
	CONSTRAINT "spikeball_matches_scores_check" CHECK ("spikeball_matches"."team1_score" >= 0 and "spikeball_matches"."team2_score" >= 0),
	CONSTRAINT "spikeball_matches_round_match_check" CHECK ("spikeball_matches"."round_number" >= 1 and "spikeball_matches"."match_number" >= 1),
	CONSTRAINT "spikeball_matches_distinct_teams_check" CHECK ("spikeball_matches"."team1_id" is null or "spikeball_matches"."team2_id" is null or "spikeball_matches"."team1_id" <> "spikeball_matches"."team2_id")
);
--> statement-breakpoint
CREATE TABLE "spikeball_team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"invited_by" text,
	"invited_user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_team_invites_status_check" CHECK ("spikeball_team_invites"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "spikeball_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_team_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "spikeball_team_members_team_id_user_id_unique" UNIQUE("team_id","user_id"),
	CONSTRAINT "spikeball_team_members_role_check" CHECK ("spikeball_team_members"."role" in ('captain', 'member'))
);
--> statement-breakpoint
CREATE TABLE "spikeball_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"max_players" smallint DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_teams_name_check" CHECK ("spikeball_teams"."name" ~ '[^[:space:]]'),
	CONSTRAINT "spikeball_teams_max_players_check" CHECK ("spikeball_teams"."max_players" >= 1)
);
--> statement-breakpoint
CREATE TABLE "spikeball_tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'setup' NOT NULL,
	"tournament_type" text DEFAULT 'single_elimination' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"max_teams" smallint DEFAULT 16 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spikeball_tournaments_status_check" CHECK ("spikeball_tournaments"."status" in ('setup', 'ready', 'active', 'completed')),
	CONSTRAINT "spikeball_tournaments_type_check" CHECK ("spikeball_tournaments"."tournament_type" in ('single_elimination')),
	CONSTRAINT "spikeball_tournaments_max_teams_check" CHECK ("spikeball_tournaments"."max_teams" in (4, 8, 16, 32)),
	CONSTRAINT "spikeball_tournaments_name_check" CHECK ("spikeball_tournaments"."name" ~ '[^[:space:]]'),
	CONSTRAINT "spikeball_tournaments_dates_check" CHECK ("spikeball_tournaments"."start_date" is null or "spikeball_tournaments"."end_date" is null or "spikeball_tournaments"."end_date" >= "spikeball_tournaments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "sports_game_state" (
	"game_id" text DEFAULT 'current_game' NOT NULL,
	"match_number" smallint NOT NULL,
	"team_a_name" text DEFAULT 'TEAM A' NOT NULL,
	"team_a_score" integer DEFAULT 0 NOT NULL,
	"team_a_color" text DEFAULT 'blue' NOT NULL,
	"team_b_name" text DEFAULT 'TEAM B' NOT NULL,
	"team_b_score" integer DEFAULT 0 NOT NULL,
	"team_b_color" text DEFAULT 'red' NOT NULL,
	"game_started" boolean DEFAULT false NOT NULL,
	"clock_started_at" timestamp with time zone,
	"clock_base_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_game_state_pkey" PRIMARY KEY("game_id","match_number"),
	CONSTRAINT "sports_game_state_match_number_check" CHECK ("sports_game_state"."match_number" between 1 and 4),
	CONSTRAINT "sports_game_state_scores_check" CHECK ("sports_game_state"."team_a_score" >= 0 and "sports_game_state"."team_b_score" >= 0),
	CONSTRAINT "sports_game_state_clock_base_seconds_check" CHECK ("sports_game_state"."clock_base_seconds" >= 0),
	CONSTRAINT "sports_game_state_clock_check" CHECK ("sports_game_state"."game_started" = ("sports_game_state"."clock_started_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "teacher_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"school_id" integer,
	"room_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "teacher_applications_status_check" CHECK ("teacher_applications"."status" in ('pending', 'approved', 'denied')),
	CONSTRAINT "teacher_applications_email_lowercase_check" CHECK ("teacher_applications"."email" = lower("teacher_applications"."email"))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"school_id" integer,
	"role" text DEFAULT 'student' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"banned_until" timestamp with time zone,
	"ban_reason" text,
	"is_cas_student" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'teacher', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended', 'banned')),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_banned_until_check" CHECK ("users"."banned_until" is null or "users"."status" = 'banned')
);
--> statement-breakpoint
ALTER TABLE "jenga_game_players" ADD CONSTRAINT "jenga_game_players_game_id_jenga_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."jenga_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_game_players" ADD CONSTRAINT "jenga_game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_games" ADD CONSTRAINT "jenga_games_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_games" ADD CONSTRAINT "jenga_games_current_turn_player_id_users_id_fk" FOREIGN KEY ("current_turn_player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_games" ADD CONSTRAINT "jenga_games_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_games" ADD CONSTRAINT "jenga_games_loser_id_users_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_invites" ADD CONSTRAINT "jenga_invites_game_id_jenga_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."jenga_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_invites" ADD CONSTRAINT "jenga_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_invites" ADD CONSTRAINT "jenga_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_moves" ADD CONSTRAINT "jenga_moves_game_id_jenga_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."jenga_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_moves" ADD CONSTRAINT "jenga_moves_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_moves" ADD CONSTRAINT "jenga_moves_game_player_fk" FOREIGN KEY ("game_id","player_id") REFERENCES "public"."jenga_game_players"("game_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenga_user_stats" ADD CONSTRAINT "jenga_user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_settings" ADD CONSTRAINT "signup_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_applications" ADD CONSTRAINT "spikeball_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_applications" ADD CONSTRAINT "spikeball_applications_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_matches" ADD CONSTRAINT "spikeball_matches_tournament_id_spikeball_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."spikeball_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_matches" ADD CONSTRAINT "spikeball_matches_team1_id_spikeball_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."spikeball_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_matches" ADD CONSTRAINT "spikeball_matches_team2_id_spikeball_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."spikeball_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_matches" ADD CONSTRAINT "spikeball_matches_winner_id_spikeball_teams_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."spikeball_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_team_invites" ADD CONSTRAINT "spikeball_team_invites_team_id_spikeball_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."spikeball_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_team_invites" ADD CONSTRAINT "spikeball_team_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_team_invites" ADD CONSTRAINT "spikeball_team_invites_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_team_members" ADD CONSTRAINT "spikeball_team_members_team_id_spikeball_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."spikeball_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_team_members" ADD CONSTRAINT "spikeball_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_teams" ADD CONSTRAINT "spikeball_teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spikeball_tournaments" ADD CONSTRAINT "spikeball_tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jenga_game_players_user_id_idx" ON "jenga_game_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jenga_games_status_created_at_idx" ON "jenga_games" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jenga_games_created_at_idx" ON "jenga_games" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jenga_games_created_by_idx" ON "jenga_games" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "jenga_games_current_turn_player_id_idx" ON "jenga_games" USING btree ("current_turn_player_id");--> statement-breakpoint
CREATE INDEX "jenga_games_winner_id_idx" ON "jenga_games" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "jenga_games_loser_id_idx" ON "jenga_games" USING btree ("loser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jenga_invites_pending_game_id_user_id_unique" ON "jenga_invites" USING btree ("game_id","user_id") WHERE "jenga_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jenga_invites_user_id_status_idx" ON "jenga_invites" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "jenga_invites_game_id_idx" ON "jenga_invites" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "jenga_invites_invited_by_idx" ON "jenga_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "jenga_moves_game_id_player_id_idx" ON "jenga_moves" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "jenga_moves_player_id_idx" ON "jenga_moves" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "jenga_user_stats_total_points_idx" ON "jenga_user_stats" USING btree ("total_points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_recipient_id_is_read_idx" ON "messages" USING btree ("recipient_id","is_read");--> statement-breakpoint
CREATE INDEX "messages_sender_recipient_created_at_idx" ON "messages" USING btree ("sender_id","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_is_active_expires_at_idx" ON "notifications" USING btree ("is_active","expires_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_by_idx" ON "notifications" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "schedule_entries_user_id_start_time_idx" ON "schedule_entries" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "signup_settings_updated_by_idx" ON "signup_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "spikeball_applications_status_created_at_idx" ON "spikeball_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "spikeball_applications_approved_by_idx" ON "spikeball_applications" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "spikeball_matches_team1_id_scheduled_at_idx" ON "spikeball_matches" USING btree ("team1_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "spikeball_matches_team2_id_scheduled_at_idx" ON "spikeball_matches" USING btree ("team2_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "spikeball_matches_winner_id_idx" ON "spikeball_matches" USING btree ("winner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spikeball_team_invites_pending_team_id_user_id_unique" ON "spikeball_team_invites" USING btree ("team_id","invited_user_id") WHERE "spikeball_team_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "spikeball_team_invites_invited_user_id_status_idx" ON "spikeball_team_invites" USING btree ("invited_user_id","status");--> statement-breakpoint
CREATE INDEX "spikeball_team_invites_team_id_idx" ON "spikeball_team_invites" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "spikeball_team_invites_invited_by_idx" ON "spikeball_team_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "spikeball_team_members_one_captain_unique" ON "spikeball_team_members" USING btree ("team_id") WHERE "spikeball_team_members"."role" = 'captain';--> statement-breakpoint
CREATE INDEX "spikeball_teams_created_by_idx" ON "spikeball_teams" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "spikeball_teams_created_at_idx" ON "spikeball_teams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spikeball_tournaments_status_created_at_idx" ON "spikeball_tournaments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "spikeball_tournaments_created_at_idx" ON "spikeball_tournaments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spikeball_tournaments_created_by_idx" ON "spikeball_tournaments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "teacher_applications_status_created_at_idx" ON "teacher_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "teacher_applications_school_id_idx" ON "teacher_applications" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teacher_applications_reviewed_by_idx" ON "teacher_applications" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_school_id_idx" ON "users" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "users_status_name_idx" ON "users" USING btree ("status","name");