CREATE TABLE "delivered_messages" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
