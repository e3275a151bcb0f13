ALTER TABLE "invitations" ALTER COLUMN "section_order" SET DEFAULT '["couple","ceremony","reception","gallery","countdown","location","digital_envelope","rsvp","guest_book"]'::jsonb;--> statement-breakpoint
-- Orders saved before the guest book was its own item get it right after RSVP, where pages showed it.
UPDATE "invitations" SET "section_order" = (
  SELECT jsonb_agg(item ORDER BY position)
  FROM (
    SELECT item, ordinality * 2 AS position
    FROM jsonb_array_elements("section_order") WITH ORDINALITY AS saved(item, ordinality)
    UNION ALL
    SELECT '"guest_book"'::jsonb, coalesce(
      (SELECT ordinality * 2 + 1
       FROM jsonb_array_elements("section_order") WITH ORDINALITY AS saved(item, ordinality)
       WHERE item = '"rsvp"'),
      1000)
  ) AS placed
)
WHERE NOT "section_order" @> '["guest_book"]'::jsonb;
--> statement-breakpoint
UPDATE "invitation_drafts" SET "section_order" = (
  SELECT jsonb_agg(item ORDER BY position)
  FROM (
    SELECT item, ordinality * 2 AS position
    FROM jsonb_array_elements("section_order") WITH ORDINALITY AS saved(item, ordinality)
    UNION ALL
    SELECT '"guest_book"'::jsonb, coalesce(
      (SELECT ordinality * 2 + 1
       FROM jsonb_array_elements("section_order") WITH ORDINALITY AS saved(item, ordinality)
       WHERE item = '"rsvp"'),
      1000)
  ) AS placed
)
WHERE "section_order" IS NOT NULL AND NOT "section_order" @> '["guest_book"]'::jsonb;
