import { describe, expect, it } from 'vitest';
import {
  CUSTOM_DOMAIN_MESSAGES,
  customDomainInputSchema,
  isHostnameWithin,
  normalizeCustomDomain,
} from './custom-domain';
import { planHasFeature } from './plans';

describe('normalizeCustomDomain', () => {
  it('keeps what people type down to a lower-case hostname', () => {
    expect(normalizeCustomDomain(' RinaDanBudi.COM ')).toEqual({
      ok: true,
      hostname: 'rinadanbudi.com',
    });
    expect(normalizeCustomDomain('https://Undangan.RinaDanBudi.com/foo?x=1')).toEqual({
      ok: true,
      hostname: 'undangan.rinadanbudi.com',
    });
    expect(normalizeCustomDomain('rinadanbudi.co.id.')).toEqual({
      ok: true,
      hostname: 'rinadanbudi.co.id',
    });
  });

  it('turns Unicode names into punycode', () => {
    expect(normalizeCustomDomain('Undangan.München.de')).toEqual({
      ok: true,
      hostname: 'undangan.xn--mnchen-3ya.de',
    });
    expect(normalizeCustomDomain('bäcker.de')).toEqual({ ok: true, hostname: 'xn--bcker-gra.de' });
  });

  it('refuses addresses, single names and broken labels', () => {
    expect(normalizeCustomDomain('')).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.empty });
    for (const ip of ['10.0.0.1', 'http://127.0.0.1/', '[::1]', '0x7f.1']) {
      expect(normalizeCustomDomain(ip).ok, ip).toBe(false);
    }
    expect(normalizeCustomDomain('192.168.1.1')).toEqual({
      ok: false,
      message: CUSTOM_DOMAIN_MESSAGES.ip,
    });
    for (const bad of [
      'localhost',
      'rina_budi.com',
      '-rina.com',
      'rina-.com',
      'rina..com',
      'rina.c0m',
      'user@rina.com',
      'rina.com:8443',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(normalizeCustomDomain(bad).ok, bad).toBe(false);
    }
  });

  it('is the schema the form and the server share', () => {
    expect(customDomainInputSchema.parse({ domain: 'WWW.Rina.id' })).toEqual({
      domain: 'www.rina.id',
    });
    expect(customDomainInputSchema.safeParse({ domain: 'rina' }).success).toBe(false);
  });
});

describe('isHostnameWithin', () => {
  it('matches the domain and names under it only', () => {
    expect(isHostnameWithin('kabar.id', 'kabar.id')).toBe(true);
    expect(isHostnameWithin('rina.kabar.id', 'kabar.id')).toBe(true);
    expect(isHostnameWithin('notkabar.id', 'kabar.id')).toBe(false);
  });
});

describe('custom domain plan feature', () => {
  it('belongs to VIP only', () => {
    expect(planHasFeature('vip', 'custom_domain')).toBe(true);
    expect(planHasFeature('premium', 'custom_domain')).toBe(false);
    expect(planHasFeature('basic', 'custom_domain')).toBe(false);
  });
});
