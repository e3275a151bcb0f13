import { eq } from 'drizzle-orm';
import {
  DEFAULT_INVITE_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  type GuestTemplatesInput,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { guestTemplates } from './guests.schema';

export async function getGuestTemplates(
  db: Db,
  invitationId: string,
): Promise<GuestTemplatesInput> {
  const [row] = await db
    .select()
    .from(guestTemplates)
    .where(eq(guestTemplates.invitationId, invitationId));
  return {
    inviteTemplate: row?.inviteTemplate ?? DEFAULT_INVITE_TEMPLATE,
    reminderTemplate: row?.reminderTemplate ?? DEFAULT_REMINDER_TEMPLATE,
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
