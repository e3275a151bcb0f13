import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITE_TEMPLATE,
  defaultGuestTemplates,
  guestTemplateKey,
  DEFAULT_REMINDER_TEMPLATE,
  formatEventDate,
  GUEST_TEMPLATE_MESSAGES,
  guestTemplateSchema,
  renderGuestMessage,
  whatsAppUrl,
} from './guest-message';
import { guestPersonalLink, guestTokenFromScan } from './guest-links';

const values = {
  nama: 'Budi',
  mempelai: 'Rina & Dimas',
  tanggal: 'Sabtu, 12 September 2026',
  link: 'https://kabar.id/rina-dimas?g=AbCdEfGhIjKlMnOp',
};

describe('message templates', () => {
  it('fills every placeholder of the default templates', () => {
    const message = renderGuestMessage(DEFAULT_INVITE_TEMPLATE, values);
    expect(message).toContain('Kepada Yth. Bapak/Ibu/Saudara/i Budi,');
    expect(message).toContain('Rina & Dimas, pada Sabtu, 12 September 2026.');
    expect(message).toContain(values.link);
    expect(message).not.toMatch(/\{\w+\}/);
    expect(renderGuestMessage(DEFAULT_REMINDER_TEMPLATE, values)).not.toMatch(/\{\w+\}/);
  });

  it('keeps an unknown placeholder visible instead of dropping it', () => {
    expect(renderGuestMessage('Halo {nama} {nmaa}', values)).toBe('Halo Budi {nmaa}');
  });

  it('accepts the defaults and refuses templates without the link or with unknown placeholders', () => {
    expect(guestTemplateSchema.safeParse(DEFAULT_INVITE_TEMPLATE).success).toBe(true);
    expect(guestTemplateSchema.safeParse(DEFAULT_REMINDER_TEMPLATE).success).toBe(true);
    const noLink = guestTemplateSchema.safeParse('Halo {nama}');
    expect(noLink.error?.issues.map((i) => i.message)).toEqual([GUEST_TEMPLATE_MESSAGES.needsLink]);
    const typo = guestTemplateSchema.safeParse('Halo {nmaa} {link}');
    expect(typo.error?.issues.map((i) => i.message)).toEqual([
      GUEST_TEMPLATE_MESSAGES.unknown(['nmaa']),
    ]);
    expect(guestTemplateSchema.safeParse('   ').success).toBe(false);
  });

  it('builds the wa.me link with the whole message encoded', () => {
    const url = whatsAppUrl('6281234567890', 'Halo Budi & Ani\nLink: https://x.id/a?g=1');
    expect(url).toBe(
      'https://wa.me/6281234567890?text=Halo%20Budi%20%26%20Ani%0ALink%3A%20https%3A%2F%2Fx.id%2Fa%3Fg%3D1',
    );
    expect(decodeURIComponent(url.split('?text=')[1]!)).toBe(
      'Halo Budi & Ani\nLink: https://x.id/a?g=1',
    );
  });

  it('writes dates the Indonesian way', () => {
    expect(formatEventDate('2026-09-12')).toBe('Sabtu, 12 September 2026');
    expect(formatEventDate('besok sore')).toBe('besok sore');
  });
});

describe('personal links and scans', () => {
  it('puts the token in the g parameter and reads it back from a scan', () => {
    const link = guestPersonalLink('https://kabar.id/rina-dimas', 'AbCdEfGhIjKl-_Op');
    expect(link).toBe('https://kabar.id/rina-dimas?g=AbCdEfGhIjKl-_Op');
    expect(guestTokenFromScan(link)).toBe('AbCdEfGhIjKl-_Op');
    expect(guestTokenFromScan(` ${link}&utm=wa#rsvp `)).toBe('AbCdEfGhIjKl-_Op');
    expect(guestTokenFromScan('AbCdEfGhIjKl-_Op')).toBe('AbCdEfGhIjKl-_Op');
  });

  it('reads nothing from other codes', () => {
    expect(guestTokenFromScan('https://kabar.id/rina-dimas?to=Budi')).toBeNull();
    expect(guestTokenFromScan('https://kabar.id/x?g=short')).toBeNull();
    expect(guestTokenFromScan('hello world')).toBeNull();
  });
});

describe('plan-correct default messages', () => {
  it('promise the RSVP only when guests can answer', () => {
    expect(defaultGuestTemplates(true).inviteTemplate).toContain('konfirmasi kehadiran');
    for (const text of Object.values(defaultGuestTemplates(false))) {
      expect(text).not.toContain('konfirmasi kehadiran');
      expect(guestTemplateSchema.safeParse(text).success).toBe(true);
    }
  });
});

describe('messages in English (issue 30 item 4)', () => {
  it('has an English default for each message, chosen by the guest’s language', () => {
    for (const rsvpOpen of [true, false]) {
      const templates = defaultGuestTemplates(rsvpOpen);
      for (const round of ['invite', 'reminder'] as const) {
        const english = templates[guestTemplateKey(round, 'en')];
        expect(english).not.toBe(templates[guestTemplateKey(round, 'id')]);
        expect(guestTemplateSchema.safeParse(english).success).toBe(true);
        expect(english).not.toMatch(/Kepada|Halo|Terima kasih|undangan/);
      }
    }
    expect(defaultGuestTemplates(true).inviteTemplateEn).toContain('your RSVP');
    expect(defaultGuestTemplates(false).inviteTemplateEn).not.toContain('RSVP');
  });
});
