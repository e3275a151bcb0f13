CREATE TABLE "invitation_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "section_order" SET DEFAULT '["couple","ceremony","reception","gallery","countdown","location","digital_envelope","rsvp","guest_book"]'::jsonb;--> statement-breakpoint
ALTER TABLE "invitation_slug_history" ADD CONSTRAINT "invitation_slug_history_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_slug_history_invitation_idx" ON "invitation_slug_history" USING btree ("invitation_id");--> statement-breakpoint
-- Stored orders of the spec's 8 sections get the guest book, which used to show right after RSVP,
-- as a section of its own in that same place (decision 017).
CREATE FUNCTION "kabar_order_with_guest_book"("ids" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "ids" IS NULL OR jsonb_typeof("ids") <> 'array' OR "ids" ? 'guest_book' THEN "ids"
    WHEN "ids" ? 'rsvp' THEN jsonb_insert(
      "ids",
      ARRAY[(SELECT ("e"."n" - 1)::text FROM jsonb_array_elements_text("ids") WITH ORDINALITY AS "e"("id", "n") WHERE "e"."id" = 'rsvp' LIMIT 1)],
      '"guest_book"'::jsonb,
      true)
    ELSE "ids" || '["guest_book"]'::jsonb
  END
$$;--> statement-breakpoint
UPDATE "invitations" SET "section_order" = "kabar_order_with_guest_book"("section_order") WHERE NOT "section_order" ? 'guest_book';--> statement-breakpoint
UPDATE "invitation_drafts" SET "section_order" = "kabar_order_with_guest_book"("section_order") WHERE "section_order" IS NOT NULL AND NOT "section_order" ? 'guest_book';--> statement-breakpoint
DROP FUNCTION "kabar_order_with_guest_book"(jsonb);
