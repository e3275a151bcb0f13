ALTER TABLE "round_templates" ADD COLUMN "language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "round_templates" DROP CONSTRAINT "round_templates_invitation_id_kind_pk";--> statement-breakpoint
ALTER TABLE "round_templates" ADD CONSTRAINT "round_templates_invitation_id_kind_language_pk" PRIMARY KEY("invitation_id","kind","language");--> statement-breakpoint
ALTER TABLE "guest_templates" ADD COLUMN "invite_template_en" text;--> statement-breakpoint
ALTER TABLE "guest_templates" ADD COLUMN "reminder_template_en" text;
