/** 12 random bytes (96 bits) written as base64url: 16 characters, short enough for WhatsApp. */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export function isGuestToken(value: string): boolean {
  return GUEST_TOKEN_PATTERN.test(value);
}

/** A guest's personal link: the invitation's address with their token, `{base}?g={token}`. */
export function guestPersonalLink(linkBase: string, token: string): string {
  return `${linkBase}?g=${token}`;
}

/**
 * The token in what a scanner read: the guest's QR holds their personal link (so any phone camera
 * also opens the invitation), but a bare token is accepted too.
 */
export function guestTokenFromScan(text: string): string | null {
  const value = text.trim();
  if (isGuestToken(value)) return value;
  const match = /^https?:\/\/[^?#\s]+\?(?:[^#\s]*&)?g=([A-Za-z0-9_-]{16})(?:[&#]|$)/.exec(value);
  return match ? match[1]! : null;
}
