-- A team the admin does not manage is invited until its manager accepts; teams entered before stay accepted.
ALTER TABLE "tournament_teams" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_status" CHECK ("tournament_teams"."status" in ('invited', 'accepted'));