-- The match clock as the log leaves it, so every reader shows the minute the scorer sees.
ALTER TABLE "fixtures" ADD COLUMN "clock_running_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "clock_ms" integer;