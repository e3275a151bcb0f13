import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** A draft preview link lives this long; the dashboard asks for a new one each time. */
export const PREVIEW_TOKEN_TTL_SECONDS = 30 * 60;
const AUDIENCE = 'kabar-preview';
const ISSUER = 'kabar';

/**
 * Signed links that show one invitation, draft or not, to whoever holds them: issued only to the
 * owner by an authenticated call. The key is derived from the app secret, so a preview token can
 * never pass as an access token or the other way round.
 */
export function createPreviewTokens(appSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', appSecret).update('kabar-invitation-preview').digest();
  return {
    async sign(invitationId: string): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(invitationId)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + PREVIEW_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
