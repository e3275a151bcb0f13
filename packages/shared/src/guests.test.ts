import { describe, expect, it } from 'vitest';
import { checkinArrivalSchema, checkinLinkInputSchema } from './checkin';
import { giftInputSchema, parseRupiahInput, totalGifts, GIFT_MESSAGES } from './gifts';
import { guestJourneyStep, needsReminder, summarizeGuests } from './guest-summary';
import { GUEST_MESSAGES, guestInputSchema, type GuestDto } from './guests';
import { PHONE_FORMAT_MESSAGE } from './phone';

describe('guestInputSchema', () => {
  it('normalises the phone, trims, and fills defaults', () => {
    expect(guestInputSchema.parse({ name: '  Budi ', phone: '+62 812-3456-7890' })).toEqual({
      name: 'Budi',
      phone: '6281234567890',
      side: null,
      group: '',
      invitedCount: 1,
      notes: '',
    });
  });

  it('treats a missing or empty phone and an empty side as none', () => {
    expect(guestInputSchema.parse({ name: 'Mbah Putri' }).phone).toBeNull();
    const parsed = guestInputSchema.parse({ name: 'Budi', phone: '0812 3456 7890', side: 'groom' });
    expect(guestInputSchema.parse(parsed)).toEqual(parsed);
    const guest = guestInputSchema.parse({ name: 'Mbah Kakung', phone: ' ', side: '' });
    expect(guest.phone).toBeNull();
    expect(guest.side).toBeNull();
  });

  it('names each problem in Indonesian', () => {
    const result = guestInputSchema.safeParse({
      name: 'x'.repeat(51),
      phone: '0812',
      side: 'tetangga',
      invitedCount: 0,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      GUEST_MESSAGES.nameTooLong,
      PHONE_FORMAT_MESSAGE,
      GUEST_MESSAGES.side,
      GUEST_MESSAGES.invitedRange,
    ]);
  });
});

let serial = 0;
const guest = (overrides: Partial<GuestDto>): GuestDto => ({
  id: `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
  name: 'Tamu',
  phone: null,
  side: null,
  group: '',
  invitedCount: 2,
  notes: '',
  token: 'AbCdEfGhIjKlMnOp',
  sentAt: null,
  reminderSentAt: null,
  openedAt: null,
  rsvp: null,
  checkIn: null,
  category: 'reguler',
  table: '',
  language: 'id',
  souvenirAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  addedBy: null,
  sentBy: null,
  ...overrides,
});

describe('guest journey and counts', () => {
  const at = '2026-09-01T10:00:00.000Z';
  it('takes the furthest step reached', () => {
    expect(guestJourneyStep(guest({}))).toBe('not_sent');
    expect(guestJourneyStep(guest({ sentAt: at }))).toBe('sent');
    expect(guestJourneyStep(guest({ sentAt: at, openedAt: at }))).toBe('opened');
    const rsvp = { attendance: 'hadir' as const, guests: 2, message: '', at };
    expect(guestJourneyStep(guest({ openedAt: at, rsvp }))).toBe('answered');
    expect(guestJourneyStep(guest({ rsvp, checkIn: { at, people: 2 } }))).toBe('checked_in');
  });

  it('reminds only guests who were sent the invitation and have not answered', () => {
    expect(needsReminder(guest({}))).toBe(false);
    expect(needsReminder(guest({ sentAt: at, openedAt: at }))).toBe(true);
    expect(
      needsReminder(
        guest({ sentAt: at, rsvp: { attendance: 'ragu', guests: 0, message: '', at } }),
      ),
    ).toBe(false);
  });

  it('splits answers and arrivals by side and by group', () => {
    const summary = summarizeGuests([
      guest({
        side: 'bride',
        group: 'Keluarga',
        rsvp: { attendance: 'hadir', guests: 2, message: '', at },
        checkIn: { at, people: 3 },
      }),
      guest({
        side: 'bride',
        group: 'keluarga ',
        rsvp: { attendance: 'tidak_hadir', guests: 0, message: '', at },
      }),
      guest({ side: 'groom', group: 'Kantor', sentAt: at }),
      guest({ side: null, group: '' }),
    ]);
    expect(summary.total).toMatchObject({
      guests: 4,
      invitedPeople: 8,
      noAnswer: 2,
      attendingPeople: 2,
      arrivedGuests: 1,
      arrivedPeople: 3,
    });
    expect(
      summary.bySide.map((r) => [r.label, r.guests, r.answers.hadir, r.answers.tidak_hadir]),
    ).toEqual([
      ['Mempelai Wanita', 2, 1, 1],
      ['Mempelai Pria', 1, 0, 0],
      ['Tanpa pihak', 1, 0, 0],
    ]);
    expect(summary.byGroup.map((r) => [r.label, r.guests])).toEqual([
      ['Kantor', 1],
      ['Keluarga', 2],
      ['Tanpa grup', 1],
    ]);
    expect(summary.journey).toEqual({
      not_sent: 1,
      sent: 1,
      opened: 0,
      answered: 1,
      checked_in: 1,
    });
  });
});

describe('check-in and gift inputs', () => {
  const scan = { scanId: 'scan-0001', people: 2, scannedAt: '2026-09-12T11:00:00+07:00' };
  it('needs exactly one of a scanned token or a chosen guest', () => {
    expect(checkinArrivalSchema.safeParse({ ...scan, token: 'AbCdEfGhIjKlMnOp' }).success).toBe(
      true,
    );
    expect(
      checkinArrivalSchema.safeParse({ ...scan, guestId: '5f0c6f5e-8a3b-4c55-9d1e-2b7a9c4d1e0f' })
        .success,
    ).toBe(true);
    expect(checkinArrivalSchema.safeParse(scan).success).toBe(false);
    expect(checkinArrivalSchema.safeParse({ ...scan, people: 0, token: 'x' }).success).toBe(false);
    expect(checkinLinkInputSchema.safeParse({ label: ' ' }).success).toBe(false);
  });

  it('reads rupiah as typed and needs an amount or a description', () => {
    expect(parseRupiahInput('Rp 150.000')).toBe(150000);
    expect(parseRupiahInput('')).toBeNull();
    expect(
      giftInputSchema.parse({ fromName: 'Budi', kind: 'amplop', amount: '100.000' }).amount,
    ).toBe(100000);
    const empty = giftInputSchema.safeParse({ fromName: 'Budi', kind: 'kado' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([GIFT_MESSAGES.empty]);
    const nobody = giftInputSchema.safeParse({ kind: 'kado', description: 'Rice cooker' });
    expect(nobody.error?.issues.map((i) => i.message)).toEqual([GIFT_MESSAGES.from]);
    expect(
      giftInputSchema.safeParse({ fromName: 'A', kind: 'amplop', amount: '12,5' }).success,
    ).toBe(false);
  });

  it('totals by kind', () => {
    expect(
      totalGifts([
        { kind: 'amplop', amount: 100000 },
        { kind: 'amplop', amount: 50000 },
        { kind: 'kado', amount: null },
      ]),
    ).toEqual({
      count: 3,
      amount: 150000,
      byKind: {
        amplop: { count: 2, amount: 150000 },
        kado: { count: 1, amount: 0 },
        transfer: { count: 0, amount: 0 },
      },
    });
  });
});
