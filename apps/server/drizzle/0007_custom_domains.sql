CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"verify_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"found" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"certificate_seen_at" timestamp with time zone,
	"records_missing_since" timestamp with time zone,
	"plan_lost_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_domains_status_check" CHECK ("custom_domains"."status" in ('pending', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_hostname_key" ON "custom_domains" USING btree ("hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_invitation_key" ON "custom_domains" USING btree ("invitation_id");