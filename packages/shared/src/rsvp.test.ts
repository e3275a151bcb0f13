import { describe, expect, it } from 'vitest';
import {
  GUEST_MESSAGE_MAX,
  guestNameFromQuery,
  guestNameKey,
  guestRsvpInputSchema,
  PUBLIC_WRITE_MESSAGES,
  rsvpInputSchema,
  wishInputSchema,
} from './rsvp';
import { GUEST_NAME_MAX } from './guest-name';

describe('rsvpInputSchema', () => {
  it('accepts a form post with the guest count as text', () => {
    expect(
      rsvpInputSchema.parse({ name: '  Budi   Santoso ', attendance: 'hadir', guests: '2' }),
    ).toEqual({ name: 'Budi Santoso', attendance: 'hadir', guests: 2, message: '' });
  });

  it('holds names, counts and messages to their limits', () => {
    const issues = (value: object) =>
      rsvpInputSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    const base = { name: 'Budi', attendance: 'hadir', guests: 1 };
    expect(issues({ ...base, name: 'x'.repeat(GUEST_NAME_MAX + 1) })).toEqual([
      PUBLIC_WRITE_MESSAGES.nameTooLong,
    ]);
    expect(rsvpInputSchema.safeParse({ ...base, name: 'x'.repeat(GUEST_NAME_MAX) }).success).toBe(
      true,
    );
    expect(issues({ ...base, name: '   ' })).toEqual([PUBLIC_WRITE_MESSAGES.nameRequired]);
    expect(issues({ ...base, guests: 0 })).toEqual([PUBLIC_WRITE_MESSAGES.guests]);
    expect(issues({ ...base, guests: 6 })).toEqual([PUBLIC_WRITE_MESSAGES.guests]);
    expect(issues({ ...base, guests: '2.5' })).toEqual([PUBLIC_WRITE_MESSAGES.guests]);
    expect(issues({ ...base, attendance: 'mungkin' })).toEqual([PUBLIC_WRITE_MESSAGES.attendance]);
    expect(issues({ ...base, message: 'x'.repeat(GUEST_MESSAGE_MAX + 1) })).toEqual([
      PUBLIC_WRITE_MESSAGES.messageTooLong,
    ]);
  });
});

describe('guestRsvpInputSchema', () => {
  it("accepts the three answers only, with the main form's message rules", () => {
    expect(guestRsvpInputSchema.parse({ attendance: 'hadir', guests: '2' })).toEqual({
      attendance: 'hadir',
      guests: 2,
      message: '',
    });
    expect(
      guestRsvpInputSchema.safeParse({ attendance: 'mungkin' }).error?.issues[0]?.message,
    ).toBe(PUBLIC_WRITE_MESSAGES.attendance);
    expect(
      guestRsvpInputSchema.parse({ attendance: 'ragu', message: ' Semoga\u0007 bisa ' }).message,
    ).toBe('Semoga bisa');
    expect(
      guestRsvpInputSchema.safeParse({
        attendance: 'hadir',
        message: 'x'.repeat(GUEST_MESSAGE_MAX + 1),
      }).error?.issues[0]?.message,
    ).toBe(PUBLIC_WRITE_MESSAGES.messageTooLong);
  });

  it('takes no answer for none coming; the server caps larger headcounts', () => {
    expect(guestRsvpInputSchema.parse({ attendance: 'tidak_hadir', guests: '0' }).guests).toBe(0);
    expect(guestRsvpInputSchema.safeParse({ attendance: 'hadir', guests: -1 }).success).toBe(false);
  });
});

describe('wishInputSchema', () => {
  it('needs a message and keeps its line breaks but not control characters', () => {
    expect(
      wishInputSchema.parse({ name: 'Sari', message: 'Selamat!\r\n\r\n\r\n\u0007Bahagia' }),
    ).toEqual({
      name: 'Sari',
      message: 'Selamat!\n\nBahagia',
    });
    expect(wishInputSchema.safeParse({ name: 'Sari', message: ' \n ' }).success).toBe(false);
  });

  it('keeps markup as plain text (escaping happens when shown)', () => {
    expect(
      wishInputSchema.parse({ name: '<b>x</b>', message: '<script>alert(1)</script>' }).message,
    ).toBe('<script>alert(1)</script>');
  });
});

describe('guest names', () => {
  it('folds case and spacing into one key', () => {
    expect(guestNameKey('  Budi  SANTOSO')).toBe(guestNameKey('budi santoso'));
  });

  it('takes ?to= as one bounded line', () => {
    expect(guestNameFromQuery('Budi\n& Keluarga')).toBe('Budi & Keluarga');
    expect(guestNameFromQuery('x'.repeat(200))).toHaveLength(80);
    expect(guestNameFromQuery(['a', 'b'])).toBeNull();
    expect(guestNameFromQuery('   ')).toBeNull();
  });
});
