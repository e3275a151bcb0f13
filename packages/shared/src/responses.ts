import { z } from 'zod';
import { INVITATION_STATUSES } from './invitation';
import { ATTENDANCE_VALUES } from './rsvp';

/** One RSVP as the couple sees it (GET /api/invitations/:id/responses). */
export const rsvpDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  attendance: z.enum(ATTENDANCE_VALUES),
  guests: z.number().int(),
  message: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type RsvpDto = z.infer<typeof rsvpDtoSchema>;

export const wishDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  message: z.string(),
  hidden: z.boolean(),
  created_at: z.iso.datetime(),
});
export type WishDto = z.infer<typeof wishDtoSchema>;

/** Counts of the answers: guests who come, who do not, who are unsure, and people expected. */
export const responsesSummarySchema = z.object({
  attending: z.number().int(),
  not_attending: z.number().int(),
  unsure: z.number().int(),
  total_guests: z.number().int(),
  total_responses: z.number().int(),
  wishes: z.number().int(),
});
export type ResponsesSummary = z.infer<typeof responsesSummarySchema>;

export const invitationResponsesSchema = z.object({
  invitation: z.object({
    id: z.uuid(),
    slug: z.string().nullable(),
    status: z.enum(INVITATION_STATUSES),
    title: z.string(),
    url: z.url().nullable(),
    /** Guests can send RSVPs: the plan includes RSVP and the couple switched it on. */
    rsvp_open: z.boolean(),
    /** The plan includes RSVP (it may still be switched off). */
    rsvp_on_plan: z.boolean(),
  }),
  summary: responsesSummarySchema,
  rsvps: z.array(rsvpDtoSchema),
  wishes: z.array(wishDtoSchema),
});
export type InvitationResponses = z.infer<typeof invitationResponsesSchema>;

/** GET /api/responses: each of the couple's invitations with its answer counts, for the menu. */
export const responsesOverviewItemSchema = z.object({
  id: z.uuid(),
  theme_id: z.number().int(),
  title: z.string(),
  status: z.enum(INVITATION_STATUSES),
  url: z.url().nullable(),
  responses: z.number().int(),
  attending: z.number().int(),
  wishes: z.number().int(),
});
export type ResponsesOverviewItem = z.infer<typeof responsesOverviewItemSchema>;
