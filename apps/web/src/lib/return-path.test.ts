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
  it('issue 25: judges the path as the browser will read it, after dot segments', () => {
    for (const bad of [
      '/..//evil.example',
      '/x/../..//evil.example/y',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/./login',
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    expect(safeReturnPath('/dashboard/../checkout?plan=vip')).toBe('/checkout?plan=vip');
  });
  it('builds the sign-in link only with a safe path', () => {
    expect(withReturnPath('/login', '/checkout?plan=vip')).toBe(
      '/login?next=%2Fcheckout%3Fplan%3Dvip',
    );
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
  });
});
