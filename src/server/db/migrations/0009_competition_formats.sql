CREATE TABLE "competition_formats" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"format" jsonb NOT NULL,
	"tie_break_preset" text DEFAULT 'standard' NOT NULL,
	"tie_break_criteria" jsonb NOT NULL,
	"fair_play_weights" jsonb,
	"groups" jsonb NOT NULL,
	"bracket" jsonb,
	"knockout_days" jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "bracket_match" text;--> statement-breakpoint
ALTER TABLE "competition_formats" ADD CONSTRAINT "competition_formats_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_formats" ADD CONSTRAINT "competition_formats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_bracket_match" UNIQUE("tournament_id","bracket_match");