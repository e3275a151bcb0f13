/** The query parameter that carries where to go after signing in. */
export const RETURN_PARAM = 'next';

/**
 * A place inside this app to return to after signing in, or null. Only a same-site path is
 * accepted: '//evil.example', '/\\evil', 'https://...' and control characters would let a link
 * send a freshly signed-in couple to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = 'https://kabar.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    // Dot segments are resolved by now: '/..//evil.example' became '//evil.example', which the
    // router would hand to the browser as another site. The path is judged as it will be read.
    if (url.pathname.startsWith('//')) return null;
    // Signing in again is no destination.
    if (['/login', '/register', '/auth/login'].includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** '/login?next=...' for the page the couple is on. */
export function withReturnPath(authPath: string, returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${authPath}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : authPath;
}
