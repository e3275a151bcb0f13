import { describe, expect, it } from 'vitest';
import { defaultGuestTemplates } from '@kabar/shared';
import { guestMessageOf } from './guest-message-of';

const invitation = {
  coupleNames: 'Rina & Dimas',
  eventDate: 'Sabtu, 12 September 2026',
  eventDateEn: 'Saturday, 12 September 2026',
  linkBase: 'https://kabar.test/rina-dimas',
};
const templates = defaultGuestTemplates(true);

describe('a guest’s WhatsApp message', () => {
  it('is Indonesian for an Indonesian guest and English for an English one', () => {
    const budi = { name: 'Budi', token: 'AbCdEfGhIjKlMnOp', language: 'id' as const };
    const clara = { name: 'Clara', token: 'QrStUvWxYz012345', language: 'en' as const };
    const indonesian = guestMessageOf(budi, 'invite', templates, invitation);
    expect(indonesian).toContain('Kepada Yth. Bapak/Ibu/Saudara/i Budi,');
    expect(indonesian).toContain('pada Sabtu, 12 September 2026.');
    const english = guestMessageOf(clara, 'invite', templates, invitation);
    expect(english).toContain('Dear Clara,');
    expect(english).toContain('Rina & Dimas, on Saturday, 12 September 2026.');
    expect(english).toContain('https://kabar.test/rina-dimas?g=QrStUvWxYz012345');
    const reminder = guestMessageOf(clara, 'reminder', templates, invitation);
    expect(reminder).toMatch(/^Hello Clara,/);
    expect(reminder).not.toContain('Sabtu');
  });

  it('uses the couple’s own English words when they wrote them', () => {
    const own = { ...templates, inviteTemplateEn: 'Hi {nama}! {link}' };
    const clara = { name: 'Clara', token: 'QrStUvWxYz012345', language: 'en' as const };
    expect(guestMessageOf(clara, 'invite', own, invitation)).toBe(
      'Hi Clara! https://kabar.test/rina-dimas?g=QrStUvWxYz012345',
    );
  });
});
