import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LocalAccount, LocalGoogleIssuer } from '../auth/local-google-issuer';
import { LOCAL_GOOGLE_PATH } from '../auth/local-google-issuer';
import { escapeHtml as e } from '@kabar/shared';
import { devPage } from './html';

/** The accounts the picker offers; any other can be typed in. */
const SAMPLE_ACCOUNTS: LocalAccount[] = [
  { name: 'Sari Wulandari', email: 'sari.wulandari@example.com', emailVerified: true },
  { name: 'Dimas Pratama', email: 'dimas.pratama@example.com', emailVerified: true },
];

const CALLBACK_PATH = '/auth/google/callback';

interface AuthorizeQuery {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  nonce?: string;
}

/**
 * Only our own callback page may receive tokens: on the public address, or on the address the
 * browser used (the Vite dev server proxies to us under another port).
 */
function allowedRedirect(request: FastifyRequest, publicUrl: string, uri: string | undefined) {
  if (!uri) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const origins = [new URL(publicUrl).origin, `${request.protocol}://${request.headers.host}`];
  const origin = request.headers.origin;
  if (typeof origin === 'string') origins.push(origin);
  return url.pathname === CALLBACK_PATH && origins.includes(url.origin) ? url : null;
}

function fragment(redirect: URL, values: Record<string, string>): string {
  return `${redirect.origin}${redirect.pathname}#${new URLSearchParams(values)}`;
}

/**
 * Development stand-in for Google's sign-in: OpenID discovery, the JWKS and an account picker
 * that answers the implicit flow (response_type=id_token) exactly as Google does, with the ID
 * token in the callback's URL fragment.
 */
export function googleIssuerRoutes(issuer: LocalGoogleIssuer): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(`${LOCAL_GOOGLE_PATH}/.well-known/openid-configuration`, async () => ({
      issuer: issuer.issuer,
      authorization_endpoint: `${issuer.issuer}/authorize`,
      jwks_uri: `${issuer.issuer}/certs`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    }));

    app.get(`${LOCAL_GOOGLE_PATH}/certs`, async () => issuer.jwks);

    app.get<{ Querystring: AuthorizeQuery }>(
      `${LOCAL_GOOGLE_PATH}/authorize`,
      async (request, reply) => {
        const q = request.query;
        const redirect = allowedRedirect(request, app.config.site.publicUrl, q.redirect_uri);
        if (q.client_id !== issuer.clientId || !redirect || q.response_type !== 'id_token') {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              devPage(
                'Permintaan tidak valid',
                '<h1>Permintaan tidak valid</h1><p class="note">client_id, redirect_uri atau response_type salah.</p>',
              ),
            );
        }
        const hidden = ['client_id', 'redirect_uri', 'state', 'nonce']
          .map((name) => {
            const value = q[name as keyof AuthorizeQuery] ?? '';
            return `<input type="hidden" name="${name}" value="${e(value)}">`;
          })
          .join('');
        const accounts = SAMPLE_ACCOUNTS.map(
          (
            account,
            index,
          ) => `<form method="post" class="card" style="display:flex;align-items:center;justify-content:space-between;gap:12px">
  ${hidden}<input type="hidden" name="account" value="${index}">
  <div><strong>${e(account.name)}</strong><div class="meta">${e(account.email)}</div></div>
  <button type="submit">Pilih</button>
</form>`,
        ).join('\n');
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            devPage(
              'Pilih akun',
              `<h1>Pilih akun</h1>
<p class="note">Penerbit Google lokal (hanya pengembangan) untuk melanjutkan ke ${e(app.config.site.brandName)}.</p>
${accounts}
<form method="post" class="card">
  ${hidden}<input type="hidden" name="account" value="custom">
  <h2 style="margin-top:0">Gunakan akun lain</h2>
  <label for="name">Nama</label><input id="name" type="text" name="name" required maxlength="100">
  <label for="email">Email</label><input id="email" type="email" name="email" required maxlength="254">
  <label style="display:flex;gap:8px;align-items:center"><input type="checkbox" name="email_verified" value="true" checked> Email terverifikasi</label>
  <p><button type="submit">Lanjutkan</button></p>
</form>
<form method="post">${hidden}<input type="hidden" name="account" value="cancel"><button type="submit" class="secondary">Batal</button></form>`,
            ),
          );
      },
    );

    app.post<{ Body: Record<string, string | undefined> }>(
      `${LOCAL_GOOGLE_PATH}/authorize`,
      async (request, reply) => {
        const body = request.body ?? {};
        const redirect = allowedRedirect(request, app.config.site.publicUrl, body.redirect_uri);
        if (body.client_id !== issuer.clientId || !redirect) {
          return reply
            .status(400)
            .type('text/plain; charset=utf-8')
            .send('Permintaan tidak valid.');
        }
        const state = body.state ?? '';
        if (body.account === 'cancel') {
          return reply.redirect(fragment(redirect, { error: 'access_denied', state }), 303);
        }
        const account =
          body.account === 'custom'
            ? {
                name: (body.name ?? '').trim().slice(0, 100),
                email: (body.email ?? '').trim().slice(0, 254),
                emailVerified: body.email_verified === 'true',
              }
            : SAMPLE_ACCOUNTS[Number(body.account)];
        if (!account?.email.includes('@') || !account.name) {
          return reply.redirect(fragment(redirect, { error: 'invalid_request', state }), 303);
        }
        const idToken = await issuer.mint(account, { nonce: body.nonce || undefined });
        return reply.redirect(fragment(redirect, { id_token: idToken, state }), 303);
      },
    );
  };
}
