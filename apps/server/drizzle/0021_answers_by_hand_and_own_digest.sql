ALTER TABLE "guests" ADD COLUMN "rsvp_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "answer_watermarks" ADD COLUMN "digest_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_rsvp_recorded_by_users_id_fk" FOREIGN KEY ("rsvp_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;