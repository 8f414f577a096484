DROP INDEX "spikeball_applications_status_created_at_idx";--> statement-breakpoint
DROP INDEX "spikeball_teams_created_at_idx";--> statement-breakpoint
CREATE INDEX "spikeball_applications_status_created_at_id_idx" ON "spikeball_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "spikeball_applications_approved_user_id_idx" ON "spikeball_applications" USING btree ("user_id") WHERE "spikeball_applications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "spikeball_teams_created_at_id_idx" ON "spikeball_teams" USING btree ("created_at","id");