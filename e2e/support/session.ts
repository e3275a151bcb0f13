import { SignJWT } from 'jose';
import type { BrowserContext } from 'playwright-core';
import type { RunningProduct } from './product';

/** The seeded demo couple (apps/server/src/seed/seed-demo-user.ts). */
export const DEMO_USER = {
  user_id: '00000000-0000-4000-8000-000000000001',
  name: 'Rina Lestari',
  email: 'demo@kabar.id',
  phone: '6281234567890',
  password: 'kabar-demo-2026',
} as const;

/** An access token for a user, signed exactly as the server signs them. */
export async function accessTokenFor(
  product: Pick<RunningProduct, 'jwtSecret'>,
  userId: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('kabar')
    .setAudience('kabar-app')
    .setIssuedAt(now)
    .setExpirationTime(now + 15 * 60)
    .sign(new TextEncoder().encode(product.jwtSecret));
}

/**
 * Signs a browser context in as a user the way the web app stores a session (the keys of
 * docs/product-rules.md), without driving the login form: for tests whose subject is not the login
 * itself.
 */
export async function signInAs(
  context: BrowserContext,
  product: Pick<RunningProduct, 'jwtSecret'>,
  user: { user_id: string; name: string; email: string; phone: string | null } = DEMO_USER,
): Promise<string> {
  const token = await accessTokenFor(product, user.user_id);
  const stored = JSON.stringify({
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: 'active',
  });
  await context.addInitScript(
    ([accessToken, storedUser]) => {
      if (localStorage.getItem('isAuthenticated') === null) {
        localStorage.setItem('api_token', accessToken!);
        localStorage.setItem('user', storedUser!);
        localStorage.setItem('isAuthenticated', 'true');
      }
    },
    [token, stored],
  );
  return token;
}
