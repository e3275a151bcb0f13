import { z } from 'zod';

/**
 * A couple's own address for their invitation (VIP). The input is what people type: with or without
 * `https://`, a path, upper case or a trailing dot; Unicode names become their punycode (the URL
 * parser does IDNA the same way in the browser and in Node).
 */
export const CUSTOM_DOMAIN_MESSAGES = {
  empty: 'Masukkan nama domain, misalnya rinadanbudi.com.',
  invalid: 'Nama domain tidak valid. Contoh: rinadanbudi.com atau undangan.rinadanbudi.com.',
  ip: 'Masukkan nama domain, bukan alamat IP.',
  tooLong: 'Nama domain terlalu panjang.',
  ours: 'Domain ini milik layanan kami dan tidak bisa dipakai sebagai custom domain.',
} as const;

/** WHATWG URL, in browsers and Node alike (this package is typed without either's globals). */
declare const URL: new (input: string) => { hostname: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export type CustomDomainResult = { ok: true; hostname: string } | { ok: false; message: string };

/** Lower-case ASCII (punycode) hostname, or the reason it cannot be one. */
export function normalizeCustomDomain(input: string): CustomDomainResult {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.empty };
  const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  if (withoutScheme.startsWith('[')) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.ip };
  const authority = withoutScheme.split(/[/?#]/, 1)[0]!;
  if (/[@\s:]/.test(authority)) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
  let hostname: string;
  try {
    hostname = new URL(`http://${authority}/`).hostname;
  } catch {
    return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
  }
  hostname = hostname.replace(/\.$/, '');
  if (IPV4.test(authority.replace(/\.$/, '')) || IPV4.test(hostname) || hostname.startsWith('[')) {
    return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.ip };
  }
  if (hostname.length > 253) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.tooLong };
  const labels = hostname.split('.');
  const tld = labels[labels.length - 1]!;
  const valid =
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    (/^[a-z]{2,63}$/.test(tld) || /^xn--[a-z0-9-]+$/.test(tld));
  return valid ? { ok: true, hostname } : { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
}

/** True when the hostname is `domain` itself or any name under it. */
export function isHostnameWithin(hostname: string, domain: string): boolean {
  const base = domain.toLowerCase().replace(/\.$/, '');
  return hostname === base || hostname.endsWith(`.${base}`);
}

export const customDomainInputSchema = z.object({
  domain: z
    .string({ error: CUSTOM_DOMAIN_MESSAGES.empty })
    .max(300, { error: CUSTOM_DOMAIN_MESSAGES.tooLong })
    .superRefine((value, ctx) => {
      const result = normalizeCustomDomain(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    })
    .transform((value) => {
      const result = normalizeCustomDomain(value);
      return result.ok ? result.hostname : value;
    }),
});
export type CustomDomainInput = z.input<typeof customDomainInputSchema>;

/** What the couple sees: the states issue 16 names, in this order of progress. */
export const CUSTOM_DOMAIN_STATES = [
  'menunggu_dns',
  'terverifikasi',
  'sertifikat_aktif',
  'gagal',
] as const;
export type CustomDomainState = (typeof CUSTOM_DOMAIN_STATES)[number];

export const CUSTOM_DOMAIN_STATE_LABELS: Record<CustomDomainState, string> = {
  menunggu_dns: 'Menunggu DNS',
  terverifikasi: 'Terverifikasi',
  sertifikat_aktif: 'Sertifikat aktif',
  gagal: 'Gagal',
};

export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'A', 'AAAA', 'TXT']),
  /** The full name the record is for. */
  name: z.string(),
  value: z.string(),
  /** Whether the last check found it. */
  found: z.boolean(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const customDomainDtoSchema = z.object({
  hostname: z.string(),
  /** The registered domain the records live in (rinadanbudi.com for undangan.rinadanbudi.com). */
  zone: z.string(),
  apex: z.boolean(),
  state: z.enum(CUSTOM_DOMAIN_STATES),
  /** Why it failed, or what the last check is still waiting for. */
  reason: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  serving: z.boolean(),
  url: z.url(),
  checked_at: z.iso.datetime().nullable(),
  verified_at: z.iso.datetime().nullable(),
  /** Records went missing after verification: it keeps serving until `stops_at`. */
  records_missing_since: z.iso.datetime().nullable(),
  /** The owner's plan no longer includes custom domains: it keeps serving until `stops_at`. */
  plan_lost_at: z.iso.datetime().nullable(),
  stops_at: z.iso.datetime().nullable(),
  notice: z.string().nullable(),
});
export type CustomDomainDto = z.infer<typeof customDomainDtoSchema>;

export const customDomainStatusSchema = z.object({
  entitled: z.boolean(),
  domain: customDomainDtoSchema.nullable(),
});
export type CustomDomainStatus = z.infer<typeof customDomainStatusSchema>;
