import { formatEventDate, type GuestListInvitation } from '@kabar/shared';
import type { Invitation } from '../invitations/invitations.schema';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Rina & Dimas' from the editor's step 1 names, bride first as Indonesian invitations write it. */
export function coupleNamesOf(invitation: Pick<Invitation, 'content'>): string {
  const names = [text(invitation.content.brideName), text(invitation.content.groomName)].filter(
    Boolean,
  );
  return names.length ? names.join(' & ') : 'Kedua Mempelai';
}

/** The ceremony date, else the reception's, written the Indonesian way. */
export function eventDateOf(invitation: Pick<Invitation, 'content'>): string | null {
  const date =
    text(invitation.content.tanggal_acara_ibadah_pernikahan) ||
    text(invitation.content.tanggal_acara_resepsi_pernikahan);
  return date ? formatEventDate(date) : null;
}

export function toGuestListInvitation(
  invitation: Invitation,
  publicUrl: string,
): GuestListInvitation {
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    coupleNames: coupleNamesOf(invitation),
    eventDate: eventDateOf(invitation),
    linkBase: invitation.slug ? `${publicUrl}/${invitation.slug}` : null,
  };
}
