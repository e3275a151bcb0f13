import { z } from 'zod';

/**
 * `GET /api/invitations/:id/guest-events`: every guest's events, for the bulk edit's filter and
 * rows (issue 27). Compact for 5,000 guests: guest id → [event id, session id or null] pairs.
 */
export const guestInvitesDtoSchema = z.record(
  z.string(),
  z.array(z.tuple([z.string(), z.string().nullable()])),
);
export type GuestInvitesDto = z.infer<typeof guestInvitesDtoSchema>;
