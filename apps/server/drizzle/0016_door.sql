CREATE TABLE "door_settings" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"category_labels" jsonb,
	"souvenir_stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"table_label" text DEFAULT '' NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "screen_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "desk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"scan_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_prize_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid,
	"name" text NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"drawn_by" uuid,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walk_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"people" integer NOT NULL,
	"side" text,
	"arrived_at" timestamp with time zone NOT NULL,
	"merged_into" uuid,
	"merged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "category" text DEFAULT 'reguler' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "table_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "souvenir_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "door_settings" ADD CONSTRAINT "door_settings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greetings" ADD CONSTRAINT "greetings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_links" ADD CONSTRAINT "screen_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_actions" ADD CONSTRAINT "desk_actions_link_id_checkin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkin_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_prize_draws" ADD CONSTRAINT "door_prize_draws_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_prize_draws" ADD CONSTRAINT "door_prize_draws_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_prize_draws" ADD CONSTRAINT "door_prize_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_merged_into_guests_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "greetings_invitation_idx" ON "greetings" USING btree ("invitation_id","id");--> statement-breakpoint
CREATE INDEX "screen_links_invitation_idx" ON "screen_links" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_actions_link_scan_unique" ON "desk_actions" USING btree ("link_id","scan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_prize_draws_guest_unique" ON "door_prize_draws" USING btree ("invitation_id","guest_id");--> statement-breakpoint
CREATE INDEX "walk_ins_invitation_idx" ON "walk_ins" USING btree ("invitation_id");