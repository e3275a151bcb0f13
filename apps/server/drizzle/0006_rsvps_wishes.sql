CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"attendance" text NOT NULL,
	"guests" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_invitation_name_unique" ON "rsvps" USING btree ("invitation_id","name_key");--> statement-breakpoint
CREATE INDEX "rsvps_invitation_updated_idx" ON "rsvps" USING btree ("invitation_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wishes_invitation_fingerprint_unique" ON "wishes" USING btree ("invitation_id","fingerprint");--> statement-breakpoint
CREATE INDEX "wishes_invitation_visible_idx" ON "wishes" USING btree ("invitation_id","created_at" DESC NULLS LAST) WHERE "wishes"."hidden" = false;