import { DOOR_MESSAGES } from '@kabar/shared';
import type { checkinLinks } from './checkin.schema';
import { screenLinks } from './checkin.schema';
import { codeLinkQueries, type CodeLink } from './code-links.queries';

export type ScreenLink = CodeLink;

/**
 * The links the venue's greeting screens open (issue 28). `screen_links` has the desk links'
 * columns under its own name, which drizzle's table type carries; the queries are the same.
 */
const greetingLinks = codeLinkQueries(screenLinks as unknown as typeof checkinLinks, {
  notFound: 'Link layar sapa tidak ditemukan.',
  invalid: DOOR_MESSAGES.screenLinkInvalid,
});

export const listScreenLinks = greetingLinks.list;
export const createScreenLink = greetingLinks.create;
export const revokeScreenLink = greetingLinks.revoke;
export const resolveScreenCode = greetingLinks.resolve;
export const markScreenLinkUsed = greetingLinks.markUsed;
