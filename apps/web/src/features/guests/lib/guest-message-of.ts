import {
  guestPersonalLink,
  guestTemplateKey,
  renderGuestMessage,
  type GuestDto,
  type GuestListInvitation,
  type GuestSendRound,
  type GuestTemplates,
} from '@kabar/shared';

/**
 * The invitation's or reminder's WhatsApp message for one guest: in their language (issue 30),
 * the English words with the date written the English way for English-speaking guests.
 */
export function guestMessageOf(
  guest: Pick<GuestDto, 'name' | 'token' | 'language'>,
  round: GuestSendRound,
  templates: GuestTemplates,
  invitation: Pick<GuestListInvitation, 'coupleNames' | 'eventDate' | 'eventDateEn' | 'linkBase'>,
): string {
  const english = guest.language === 'en';
  return renderGuestMessage(templates[guestTemplateKey(round, guest.language)], {
    nama: guest.name,
    mempelai: invitation.coupleNames,
    tanggal: (english ? invitation.eventDateEn : invitation.eventDate) ?? '',
    link: invitation.linkBase ? guestPersonalLink(invitation.linkBase, guest.token) : '',
  });
}
