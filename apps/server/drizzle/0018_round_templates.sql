CREATE TABLE "round_templates" (
	"invitation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_templates_invitation_id_kind_pk" PRIMARY KEY("invitation_id","kind")
);
--> statement-breakpoint
ALTER TABLE "round_templates" ADD CONSTRAINT "round_templates_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;