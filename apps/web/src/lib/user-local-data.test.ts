import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimUserLocalData, clearUserLocalData, WIZARD_KEYS } from './user-local-data';

// The web project runs in Node: web storage as the browser has it.
const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, String(value)),
  removeItem: (key: string) => void items.delete(key),
  clear: () => items.clear(),
});

describe('the couple’s local progress', () => {
  beforeEach(() => localStorage.clear());

  it('survives the same account signing in again and goes when another signs in', () => {
    claimUserLocalData('ayu');
    localStorage.setItem(WIZARD_KEYS.step1, '{"brideName":"Ayu"}');
    claimUserLocalData('ayu');
    expect(localStorage.getItem(WIZARD_KEYS.step1)).not.toBeNull();
    claimUserLocalData('budi');
    expect(localStorage.getItem(WIZARD_KEYS.step1)).toBeNull();
  });

  it('is cleared on logout, whoever signs in next', () => {
    claimUserLocalData('ayu');
    localStorage.setItem(WIZARD_KEYS.themeId, '3');
    clearUserLocalData();
    expect(localStorage.getItem(WIZARD_KEYS.themeId)).toBeNull();
    claimUserLocalData('ayu');
    expect(localStorage.getItem(WIZARD_KEYS.themeId)).toBeNull();
  });

  it('drops progress left by nobody known (an older version) at the first sign-in', () => {
    localStorage.setItem(WIZARD_KEYS.step2, '{}');
    claimUserLocalData('ayu');
    expect(localStorage.getItem(WIZARD_KEYS.step2)).toBeNull();
  });
});
