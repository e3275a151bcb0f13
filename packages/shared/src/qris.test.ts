import { describe, expect, it } from 'vitest';
import {
  buildQrisPayload,
  decodeQris,
  emvCrc,
  parseEmvFields,
  QRIS_MESSAGES,
  qrisWithAmount,
} from './qris';

describe('QRIS', () => {
  it('computes the EMVCo CRC (CRC-16/CCITT-FALSE)', () => {
    expect(emvCrc('123456789')).toBe('29B1');
  });

  it('reads a static QRIS and its merchant', () => {
    const payload = buildQrisPayload('NADIA RAKA', 'JAKARTA');
    const decoded = decodeQris(payload);
    expect(decoded).toEqual({
      qris: { payload, merchantName: 'NADIA RAKA', merchantCity: 'JAKARTA' },
    });
  });

  it('refuses a broken CRC and a code that is no QRIS', () => {
    const payload = buildQrisPayload('NADIA RAKA', 'JAKARTA');
    const tampered = payload.replace('NADIA', 'NADIO');
    expect(decodeQris(tampered)).toEqual({ error: QRIS_MESSAGES.badCrc });
    expect(decodeQris('https://example.com')).toEqual({ error: QRIS_MESSAGES.notQris });
    // A valid EMVCo code of another country is not QRIS.
    const foreign = payload.replace('5802ID', '5802SG');
    const body = foreign.slice(0, -4);
    expect(decodeQris(`${body}${emvCrc(body)}`)).toEqual({ error: QRIS_MESSAGES.notQris });
  });

  it('writes an amount in (tag 54, dynamic, CRC recomputed) that decodes back', () => {
    const payload = buildQrisPayload('NADIA RAKA', 'JAKARTA');
    const withAmount = qrisWithAmount(payload, 250000);
    const decoded = decodeQris(withAmount);
    expect('qris' in decoded && decoded.qris.merchantName).toBe('NADIA RAKA');
    const fields = parseEmvFields(withAmount)!;
    expect(fields.find((f) => f.id === '54')?.value).toBe('250000');
    expect(fields.find((f) => f.id === '01')?.value).toBe('12');
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '63',
    ]);
    expect(qrisWithAmount(withAmount, 1000)).toBe(qrisWithAmount(payload, 1000));
    expect(() => qrisWithAmount(payload, 0)).toThrow(QRIS_MESSAGES.amount);
  });
});
