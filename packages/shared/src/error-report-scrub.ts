/**
 * What an error report (Sentry/GlitchTip, from the server or the browser) may carry: never a
 * password, token, cookie or session, never a guest's phone number. Applied to the whole event
 * just before it leaves, whatever the SDK or our code put in it.
 */
export const SCRUBBED = '[disembunyikan]';
export const SCRUBBED_PHONE = '[nomor disembunyikan]';

/** Key names whose value is dropped whole, wherever they appear (headers, extras, bodies). */
const SECRET_KEY =
  /pass(word|wd)?|token|secret|cookie|authori[sz]ation|session|otp|phone|telepon|whatsapp|api[-_]?key|^code$|^g$|dsn/i;
/** Indonesian mobile numbers as people write them: 08..., 628..., +62 8... with spaces or dashes. */
const PHONE = /(?:\+?62|\b0)[\s-]?8(?:[\s-]?\d){7,11}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** Query parameters holding a secret or an address (the same set the server's logs hide). */
const SECRET_PARAM = /((?:[?&]|\b)(?:token|g|email|code|otp|password|refreshToken)=)[^&#\s"')]*/gi;
const MAX_DEPTH = 24;

export function scrubText(text: string): string {
  return text
    .replace(BEARER, `$1 ${SCRUBBED}`)
    .replace(JWT, SCRUBBED)
    .replace(SECRET_PARAM, `$1${SCRUBBED}`)
    .replace(PHONE, SCRUBBED_PHONE);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      SECRET_KEY.test(key) && item !== null && item !== undefined && item !== ''
        ? SCRUBBED
        : scrubValue(item, depth + 1);
  }
  return result;
}

/** A copy of the report with every secret and phone number replaced. */
export function scrubReport<T>(report: T): T {
  return scrubValue(report, 0) as T;
}
