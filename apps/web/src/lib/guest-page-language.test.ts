import { describe, expect, it } from 'vitest';
import { guestPageLanguage } from './guest-page-language';

describe('a guest page’s language', () => {
  it('follows ?lang=, then the browser, and is Indonesian otherwise', () => {
    const none = new URLSearchParams();
    expect(guestPageLanguage(new URLSearchParams('lang=en'), ['id-ID'])).toBe('en');
    expect(guestPageLanguage(new URLSearchParams('lang=id'), ['en-GB'])).toBe('id');
    expect(guestPageLanguage(none, ['en-GB', 'en'])).toBe('en');
    // Phones set to English that also list Indonesian read Indonesian, as on the invitation.
    expect(guestPageLanguage(none, ['en-US', 'id'])).toBe('id');
    expect(guestPageLanguage(new URLSearchParams('lang=fr'), [])).toBe('id');
  });
});
