CREATE TABLE "invitation_drafts" (
	"user_id" uuid NOT NULL,
	"theme_id" integer NOT NULL,
	"step1" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step2" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step3" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"section_order" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_drafts_user_id_theme_id_pk" PRIMARY KEY("user_id","theme_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"original_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_drafts" ADD CONSTRAINT "invitation_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_drafts" ADD CONSTRAINT "invitation_drafts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD CONSTRAINT "uploaded_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_photos_user_idx" ON "uploaded_photos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_user_theme_unique" ON "invitations" USING btree ("user_id","theme_id");