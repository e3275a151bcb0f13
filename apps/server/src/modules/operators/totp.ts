import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpFor(secret: string, label = '') {
  return new TOTP({
    issuer: 'Kabar',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The 30-second step a code belongs to, accepting one step of clock drift either way; null when
 * it matches none. Replay is the caller's check: a step at or before the last one used is refused.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

/** The code an authenticator app shows for a moment: for the CLI's tests and the e2e test. */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
