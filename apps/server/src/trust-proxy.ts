import net from 'node:net';

/** What Fastify's `trustProxy` accepts, narrowed to the forms we allow. */
export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`0` (no proxy), a hop count (`1`: the one proxy right in front), or a comma
 * list of the proxies' addresses/CIDRs. `true` (every hop) is kept for local use only: it lets a
 * client choose its own address with X-Forwarded-For. Returns a message for a bad value.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    return `harus false, jumlah hop (mis. 1) atau daftar alamat/CIDR proxy (mis. 10.0.0.0/8,127.0.0.1)${bad.length ? `; tidak dikenali: ${bad.join(', ')}` : ''}`;
  }
  return entries;
}

/** Fastify's typings lack the hop count its runtime accepts, so a count becomes proxy-addr's function. */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
