import { isIP } from 'node:net';
import { z } from 'zod';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const addressList = (family: 4 | 6) =>
  commaList.refine((list) => list.every((address) => isIP(address) === family), {
    error: `harus daftar alamat IPv${family} dipisah koma`,
  });

const hours = z.coerce
  .number({ error: 'harus angka (jam)' })
  .min(0)
  .max(24 * 90);

/** The environment settings of custom domains, merged into config.ts's schema. */
export const domainsEnvShape = {
  /** Where couples point a subdomain's CNAME; defaults to the host of PUBLIC_URL. */
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i, { error: 'harus nama host, misalnya domain.kabar.id' })
    .optional(),
  /** This deployment's public addresses, for the A / AAAA records of an apex domain. */
  CUSTOM_DOMAIN_IPV4: addressList(4).optional(),
  CUSTOM_DOMAIN_IPV6: addressList(6).optional(),
  /** DNS servers the checks ask (`ip` or `ip:port`, comma separated); unset: the system's. */
  DNS_SERVERS: commaList.optional(),
  /** Seconds between background checks of every domain; 0 turns the job off. */
  DOMAIN_CHECK_INTERVAL: z.coerce.number({ error: 'harus angka (detik)' }).int().min(0).optional(),
  /** How long a verified domain keeps serving after its records disappear. */
  DOMAIN_GRACE_HOURS: hours.default(72),
  /** How long a domain keeps serving after its owner's plan stops including it. */
  DOMAIN_PLAN_NOTICE_HOURS: hours.default(24 * 7),
};

type DomainsEnv = z.output<z.ZodObject<typeof domainsEnvShape>>;

export interface DomainsConfig {
  cnameTarget: string;
  ipv4: string[];
  ipv6: string[];
  dnsServers: string[] | undefined;
  /** 0: no background checks (tests run them by hand). */
  checkIntervalMs: number;
  graceMs: number;
  planNoticeMs: number;
}

const HOUR = 60 * 60 * 1000;

export function domainsConfigFrom(
  env: DomainsEnv,
  publicUrl: string,
  isTest: boolean,
): DomainsConfig {
  return {
    cnameTarget: (env.CUSTOM_DOMAIN_TARGET ?? new URL(publicUrl).hostname).toLowerCase(),
    ipv4: env.CUSTOM_DOMAIN_IPV4 ?? [],
    ipv6: env.CUSTOM_DOMAIN_IPV6 ?? [],
    dnsServers: env.DNS_SERVERS?.length ? env.DNS_SERVERS : undefined,
    checkIntervalMs: (env.DOMAIN_CHECK_INTERVAL ?? (isTest ? 0 : 600)) * 1000,
    graceMs: env.DOMAIN_GRACE_HOURS * HOUR,
    planNoticeMs: env.DOMAIN_PLAN_NOTICE_HOURS * HOUR,
  };
}
