-- A sign-up code carries its own attempt's name and password hash (set on the account only when that code is
-- verified); texts are counted by time for the SMS budget; wrong passwords are counted per phone number.
CREATE TABLE "login_throttles" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "password_hash" text;--> statement-breakpoint
CREATE INDEX "otps_created_idx" ON "otps" USING btree ("created_at");