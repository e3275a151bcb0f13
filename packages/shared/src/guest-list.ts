import { z } from 'zod';
import { guestTemplatesSchema } from './guest-message';
import { GUEST_SIDES, guestDtoSchema, guestListInvitationSchema } from './guests';
import { invitationRoleSchema } from './invitation-roles';

/** GET /api/guest-lists: each invitation the reader has a place in, with their guests' count. */
export const guestListSummarySchema = guestListInvitationSchema.extend({
  role: invitationRoleSchema,
  side: z.enum(GUEST_SIDES).nullable(),
  guestCount: z.number().int(),
});

/** GET /api/invitations/:invitationId/guests. */
export const guestListDataSchema = z.object({
  invitation: guestListInvitationSchema,
  /** The reader's place: the couple, or a co-admin (a side manager sees one side's guests). */
  role: invitationRoleSchema,
  side: z.enum(GUEST_SIDES).nullable(),
  guests: z.array(guestDtoSchema),
  templates: guestTemplatesSchema,
  /** What 'reset' restores: the defaults matching whether guests can answer. */
  defaultTemplates: guestTemplatesSchema,
});
