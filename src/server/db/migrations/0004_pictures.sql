CREATE TABLE "pictures" (
	"hash" text PRIMARY KEY NOT NULL,
	"full" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
