import {
  coupleNamesOf as namesOfContent,
  formatEventDate,
  formatLongDate,
  invitationUrl,
  type GuestLanguage,
  type GuestListInvitation,
  type SiteConfig,
} from '@kabar/shared';
import type { Invitation } from '../invitations/invitations.schema';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function coupleNamesOf(invitation: Pick<Invitation, 'content'>): string {
  return namesOfContent(invitation.content);
}

/** The ceremony date, else the reception's, written the Indonesian way (or the English way). */
export function eventDateOf(
  invitation: Pick<Invitation, 'content'>,
  lang: GuestLanguage = 'id',
): string | null {
  const date =
    text(invitation.content.tanggal_acara_ibadah_pernikahan) ||
    text(invitation.content.tanggal_acara_resepsi_pernikahan);
  if (!date) return null;
  return lang === 'en' ? (formatLongDate(date, 'en') ?? date) : formatEventDate(date);
}

export function toGuestListInvitation(
  invitation: Invitation,
  site: Pick<SiteConfig, 'invitationDomain' | 'publicUrl'>,
): GuestListInvitation {
  return {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    coupleNames: coupleNamesOf(invitation),
    eventDate: eventDateOf(invitation),
    eventDateEn: eventDateOf(invitation, 'en'),
    linkBase: invitation.slug ? invitationUrl(invitation.slug, site) : null,
  };
}
