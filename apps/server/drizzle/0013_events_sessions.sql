CREATE TABLE "answer_watermarks" (
	"invitation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_watermarks_invitation_id_user_id_pk" PRIMARY KEY("invitation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_answers" (
	"guest_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	"attendance" text NOT NULL,
	"guests" integer NOT NULL,
	"by_couple" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_answers_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer,
	CONSTRAINT "event_sessions_capacity_positive" CHECK ("event_sessions"."capacity" is null or "event_sessions"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "guest_events" (
	"guest_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	CONSTRAINT "guest_events_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "invitation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"spec_key" text,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"start_time" text DEFAULT '' NOT NULL,
	"end_time" text,
	"time_zone" text DEFAULT 'WIB' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_marks" (
	"guest_id" uuid NOT NULL,
	"round" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_marks_guest_id_round_pk" PRIMARY KEY("guest_id","round")
);
--> statement-breakpoint
CREATE TABLE "rsvp_settings" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"deadline" timestamp with time zone,
	"unanswered_reminder_days" integer,
	"day_before_reminder" boolean DEFAULT false NOT NULL,
	"digest_mode" text DEFAULT 'off' NOT NULL,
	"digest_hour" integer DEFAULT 19 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_watermarks" ADD CONSTRAINT "answer_watermarks_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_watermarks" ADD CONSTRAINT "answer_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_event_id_invitation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."invitation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_invitation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."invitation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_event_id_invitation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."invitation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_events" ADD CONSTRAINT "invitation_events_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_marks" ADD CONSTRAINT "reminder_marks_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_settings" ADD CONSTRAINT "rsvp_settings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_answers_session_idx" ON "event_answers" USING btree ("session_id","attendance");--> statement-breakpoint
CREATE INDEX "event_answers_event_idx" ON "event_answers" USING btree ("event_id","answered_at");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "guest_events_event_idx" ON "guest_events" USING btree ("event_id","session_id");--> statement-breakpoint
CREATE INDEX "invitation_events_invitation_idx" ON "invitation_events" USING btree ("invitation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_events_spec_unique" ON "invitation_events" USING btree ("invitation_id","spec_key");--> statement-breakpoint
-- Issue 27 (decision 025): each invitation's two step 2 events become events, every guest is
-- invited to both, and an answer given before counts for each event the guest is invited to.
INSERT INTO "invitation_events" ("invitation_id", "spec_key", "position", "title")
SELECT "i"."id", "e"."spec_key", "e"."position", "e"."title"
FROM "invitations" "i"
CROSS JOIN (VALUES ('ibadah', 0, 'Ibadah Pernikahan'), ('resepsi', 1, 'Resepsi Pernikahan')) AS "e"("spec_key", "position", "title")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "guest_events" ("guest_id", "event_id")
SELECT "g"."id", "e"."id"
FROM "guests" "g"
JOIN "invitation_events" "e" ON "e"."invitation_id" = "g"."invitation_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "event_answers" ("guest_id", "event_id", "attendance", "guests", "answered_at")
SELECT "g"."id", "ge"."event_id", "g"."rsvp_attendance", coalesce("g"."rsvp_guests", 0), coalesce("g"."responded_at", "g"."updated_at")
FROM "guests" "g"
JOIN "guest_events" "ge" ON "ge"."guest_id" = "g"."id"
WHERE "g"."rsvp_attendance" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Answers already on the dashboard are not news: the couple and co-admins start read up to now.
INSERT INTO "answer_watermarks" ("invitation_id", "user_id")
SELECT "id", "user_id" FROM "invitations"
UNION SELECT "invitation_id", "user_id" FROM "invitation_members"
ON CONFLICT DO NOTHING;
