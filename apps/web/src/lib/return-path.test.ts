import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/checkout?plan=vip')).toBe('/checkout?plan=vip');
    expect(safeReturnPath('/dashboard/responses')).toBe('/dashboard/responses');
  });
  it('refuses other sites, schemes and tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'checkout',
      '',
      null,
      undefined,
      '/login?next=/x',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
  it('builds the sign-in link only with a safe path', () => {
    expect(withReturnPath('/login', '/checkout?plan=vip')).toBe(
      '/login?next=%2Fcheckout%3Fplan%3Dvip',
    );
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
  });
});
