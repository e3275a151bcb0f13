import { CHECKIN_MESSAGES } from '@kabar/shared';
import { checkinLinks } from './checkin.schema';
import { codeLinkQueries, type CodeLink } from './code-links.queries';

export type CheckinLink = CodeLink;

/** The links helpers open at the door's desks. */
const deskLinks = codeLinkQueries(checkinLinks, {
  notFound: 'Link check-in tidak ditemukan.',
  invalid: CHECKIN_MESSAGES.linkInvalid,
});

export const listCheckinLinks = deskLinks.list;
export const createCheckinLink = deskLinks.create;
export const revokeCheckinLink = deskLinks.revoke;
export const resolveCheckinCode = deskLinks.resolve;
export const markCheckinLinkUsed = deskLinks.markUsed;
