-- Every write key lives in idempotency_keys: a match log entry's key is its id, its author and its request's digest.
INSERT INTO "idempotency_keys" ("key", "user_id", "request_hash", "status_code", "response", "created_at")
SELECT "id", "author_id", "request_hash", 201, '{}'::jsonb, "created_at" FROM "match_log"
WHERE "request_hash" IS NOT NULL AND "request_hash" NOT LIKE 'clock-start:%' AND "request_hash" <> 'demo'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
ALTER TABLE "match_events" ALTER COLUMN "request_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "match_log" ALTER COLUMN "request_hash" DROP NOT NULL;
