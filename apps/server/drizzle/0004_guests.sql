CREATE TABLE "guest_templates" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"invite_template" text NOT NULL,
	"reminder_template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"side" text,
	"group_name" text DEFAULT '' NOT NULL,
	"invited_count" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"rsvp_attendance" text,
	"rsvp_guests" integer,
	"rsvp_message" text,
	"responded_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"arrived_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "checkin_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "checkin_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "checkin_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"scan_id" text NOT NULL,
	"guest_id" uuid,
	"status" text NOT NULL,
	"people" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid,
	"from_name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"description" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_templates" ADD CONSTRAINT "guest_templates_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_link_id_checkin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkin_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_invitation_phone_unique" ON "guests" USING btree ("invitation_id","phone");--> statement-breakpoint
CREATE INDEX "checkin_links_invitation_idx" ON "checkin_links" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_scans_link_scan_unique" ON "checkin_scans" USING btree ("link_id","scan_id");--> statement-breakpoint
CREATE INDEX "gifts_invitation_idx" ON "gifts" USING btree ("invitation_id");