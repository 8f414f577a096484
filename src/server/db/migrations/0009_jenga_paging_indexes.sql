DROP INDEX "jenga_games_status_created_at_idx";--> statement-breakpoint
DROP INDEX "jenga_games_created_at_idx";--> statement-breakpoint
DROP INDEX "jenga_user_stats_total_points_idx";--> statement-breakpoint
CREATE INDEX "jenga_games_status_created_at_id_idx" ON "jenga_games" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jenga_games_created_at_id_idx" ON "jenga_games" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jenga_games_live_created_at_id_idx" ON "jenga_games" USING btree ("created_at","id") WHERE "jenga_games"."status" in ('waiting', 'active');--> statement-breakpoint
CREATE INDEX "jenga_user_stats_ranking_idx" ON "jenga_user_stats" USING btree ("total_points" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"games_won" DESC NULLS FIRST);