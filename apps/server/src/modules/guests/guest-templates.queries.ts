import { eq } from 'drizzle-orm';
import {
  defaultGuestTemplates,
  type GuestTemplates,
  type GuestTemplatesInput,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { guestTemplates } from './guests.schema';

/**
 * The couple's saved messages in both languages, else the defaults for whether guests can answer
 * (RSVP open).
 */
export async function getGuestTemplates(
  db: Db,
  invitationId: string,
  rsvpOpen: boolean,
): Promise<GuestTemplates> {
  const defaults = defaultGuestTemplates(rsvpOpen);
  const [row] = await db
    .select()
    .from(guestTemplates)
    .where(eq(guestTemplates.invitationId, invitationId));
  return {
    inviteTemplate: row?.inviteTemplate ?? defaults.inviteTemplate,
    reminderTemplate: row?.reminderTemplate ?? defaults.reminderTemplate,
    inviteTemplateEn: row?.inviteTemplateEn ?? defaults.inviteTemplateEn,
    reminderTemplateEn: row?.reminderTemplateEn ?? defaults.reminderTemplateEn,
  };
}

/** Saves what was sent; English left out stays as it was (or the English default). */
export async function saveGuestTemplates(
  db: Db,
  invitationId: string,
  templates: GuestTemplatesInput,
): Promise<void> {
  await db
    .insert(guestTemplates)
    .values({ invitationId, ...templates })
    .onConflictDoUpdate({
      target: guestTemplates.invitationId,
      set: { ...templates, updatedAt: new Date() },
    });
}
