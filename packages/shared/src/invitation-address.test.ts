import { describe, expect, it } from 'vitest';
import {
  coupleNamesOf,
  displayAddress,
  invitationShareTitle,
  invitationUrl,
  slugFieldSuffix,
} from './invitation-address';

describe('invitationUrl', () => {
  it('uses PUBLIC_URL/slug when this deployment does not live under the invitation domain', () => {
    const site = { publicUrl: 'http://localhost:3000', invitationDomain: 'kabar.id' };
    expect(invitationUrl('rina-dimas', site)).toBe('http://localhost:3000/rina-dimas');
    expect(invitationUrl('rina', { ...site, publicUrl: 'https://example.com/' })).toBe(
      'https://example.com/rina',
    );
  });
  it('gives the subdomain when the deployment is the invitation domain or under it', () => {
    expect(
      invitationUrl('rina', { publicUrl: 'https://kabar.id', invitationDomain: 'kabar.id' }),
    ).toBe('https://rina.kabar.id');
    expect(
      invitationUrl('rina', { publicUrl: 'https://app.Kabar.id', invitationDomain: 'kabar.id' }),
    ).toBe('https://rina.kabar.id');
    expect(
      invitationUrl('rina', {
        publicUrl: 'http://kabar.localhost:8080',
        invitationDomain: 'kabar.localhost',
      }),
    ).toBe('http://rina.kabar.localhost:8080');
  });
  it('does not take a look-alike domain for the invitation domain', () => {
    expect(
      invitationUrl('rina', { publicUrl: 'https://notkabar.id', invitationDomain: 'kabar.id' }),
    ).toBe('https://notkabar.id/rina');
  });
});

describe('displayAddress', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayAddress('https://rina.kabar.id/')).toBe('rina.kabar.id');
    expect(displayAddress('http://localhost:3000/rina')).toBe('localhost:3000/rina');
  });
});

describe('couple names', () => {
  it('joins bride and groom, bride first, and falls back when both are empty', () => {
    expect(coupleNamesOf({ brideName: ' Rina ', groomName: 'Dimas' })).toBe('Rina & Dimas');
    expect(coupleNamesOf({ groomName: 'Dimas' })).toBe('Dimas');
    expect(coupleNamesOf({ brideName: 3 })).toBe('Kedua Mempelai');
    expect(invitationShareTitle({ brideName: 'Rina', groomName: 'Dimas' })).toBe(
      'Undangan Pernikahan Rina & Dimas',
    );
  });
});

describe('slugFieldSuffix', () => {
  it('shows the invitation domain after the slug only where invitations get a subdomain', () => {
    expect(
      slugFieldSuffix({ publicUrl: 'https://app.kabar.id', invitationDomain: 'kabar.id' }),
    ).toBe('.kabar.id');
    expect(
      slugFieldSuffix({ publicUrl: 'http://localhost:3000', invitationDomain: 'kabar.id' }),
    ).toBeNull();
  });
});
