CREATE TABLE "match_event_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fixture_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid,
	"player_id" uuid,
	"type" text,
	"minute" integer,
	"penalty_outcome" text,
	"request_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_event_changes_kind" CHECK ("match_event_changes"."kind" in ('UNDO', 'CORRECTION'))
);
--> statement-breakpoint
ALTER TABLE "match_event_changes" ADD CONSTRAINT "match_event_changes_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_event_changes" ADD CONSTRAINT "match_event_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_event_changes" ADD CONSTRAINT "match_event_changes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_event_changes" ADD CONSTRAINT "match_event_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_event_changes_fixture_idx" ON "match_event_changes" USING btree ("fixture_id","created_at");--> statement-breakpoint
CREATE INDEX "match_event_changes_target_idx" ON "match_event_changes" USING btree ("target_id");