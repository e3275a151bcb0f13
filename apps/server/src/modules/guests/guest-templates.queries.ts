import { eq } from 'drizzle-orm';
import { defaultGuestTemplates, type GuestTemplatesInput } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guestTemplates } from './guests.schema';

/** The couple's saved messages, else the defaults for whether guests can answer (RSVP open). */
export async function getGuestTemplates(
  db: Db,
  invitationId: string,
  rsvpOpen: boolean,
): Promise<GuestTemplatesInput> {
  const defaults = defaultGuestTemplates(rsvpOpen);
  const [row] = await db
    .select()
    .from(guestTemplates)
    .where(eq(guestTemplates.invitationId, invitationId));
  return {
    inviteTemplate: row?.inviteTemplate ?? defaults.inviteTemplate,
    reminderTemplate: row?.reminderTemplate ?? defaults.reminderTemplate,
  };
}

export async function saveGuestTemplates(
  db: Db,
  invitationId: string,
  templates: GuestTemplatesInput,
): Promise<GuestTemplatesInput> {
  await db
    .insert(guestTemplates)
    .values({ invitationId, ...templates })
    .onConflictDoUpdate({
      target: guestTemplates.invitationId,
      set: { ...templates, updatedAt: new Date() },
    });
  return templates;
}
