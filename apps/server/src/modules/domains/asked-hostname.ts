import { normalizeCustomDomain } from '@kabar/shared';

/**
 * The name the TLS server asks about before getting a certificate: a bare host name only (any
 * case, a trailing dot), as it reads it from the TLS handshake. A URL, a path or spaces around
 * it are not a name to answer for, even when the couple's form would accept them.
 */
export function askedHostname(asked: unknown): string | null {
  if (typeof asked !== 'string') return null;
  const result = normalizeCustomDomain(asked);
  if (!result.ok) return null;
  return asked.toLowerCase().replace(/\.$/, '') === result.hostname ? result.hostname : null;
}
