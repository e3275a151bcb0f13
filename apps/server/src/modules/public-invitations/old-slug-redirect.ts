import type { FastifyReply, FastifyRequest } from 'fastify';
import { invitationUrl, type SiteConfig } from '@kabar/shared';
import type { Db } from '../../db/client';
import { findInvitationBySlug } from '../invitations/invitations.queries';
import { formerHolderOf } from '../invitations/slug-history';

/**
 * Browsers keep a 301 as long as they are told; an hour lets a couple who takes an old link back
 * (A to B, then A again) reach everyone again soon, while guests still get the permanent answer.
 */
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * A link the invitation held before its couple chose another answers 301 to the current one, path
 * and query kept (`?to=`, `?g=`, `/kalender.ics`, `/og.jpg` of a preview shared earlier), when
 * that is published; a form posted from a page opened before the change answers 308, so the
 * browser posts it again to the current link. A link someone holds now is theirs: the current
 * holder wins over history. Null when there is nowhere to send the guest.
 */
export async function redirectOldSlug(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  site: Pick<SiteConfig, 'invitationDomain' | 'publicUrl'>,
): Promise<FastifyReply | null> {
  const former = await formerHolderOf(db, slug);
  if (!former?.currentSlug || former.status !== 'published' || former.currentSlug === slug) {
    return null;
  }
  if (await findInvitationBySlug(db, slug)) return null;
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const query = at === -1 ? '' : request.url.slice(at);
  // On the slug's own host (`{slug}.{INVITATION_DOMAIN}`) the path does not name it.
  const rest =
    path === `/${slug}` || path.startsWith(`/${slug}/`) ? path.slice(slug.length + 1) : path;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  return reply
    .header('Cache-Control', REDIRECT_CACHE)
    .redirect(
      `${invitationUrl(former.currentSlug, site)}${rest === '/' ? '' : rest}${query}`,
      reading ? 301 : 308,
    );
}
