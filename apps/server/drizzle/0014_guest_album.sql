CREATE TABLE "invitation_gift_settings" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"qris_payload" text,
	"qris_merchant" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid,
	"sender_name" text NOT NULL,
	"status" text NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"original_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_albums" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"thank_you_note" text DEFAULT '' NOT NULL,
	"wall_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_albums_wall_token_unique" UNIQUE("wall_token")
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_gift_settings" ADD CONSTRAINT "invitation_gift_settings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_albums" ADD CONSTRAINT "invitation_albums_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_photos_invitation_idx" ON "guest_photos" USING btree ("invitation_id","created_at");