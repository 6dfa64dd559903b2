CREATE TABLE "live_messages" (
	"topic" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_messages_topic_seq_pk" PRIMARY KEY("topic","seq")
);
