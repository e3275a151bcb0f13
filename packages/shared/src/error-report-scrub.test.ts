import { describe, expect, it } from 'vitest';
import { SCRUBBED, SCRUBBED_PHONE, scrubReport, scrubText } from './error-report-scrub';

describe('scrubReport', () => {
  it('drops secrets by key at any depth and keeps the rest', () => {
    const report = scrubReport({
      message: 'gagal',
      request: {
        method: 'POST',
        headers: { Cookie: 'kabar_refresh=abc', authorization: 'Bearer xyz', accept: 'json' },
        cookies: { kabar_refresh: 'abc' },
        data: { name: 'Budi', password: 'rahasia-sekali', phone: '081234567890' },
      },
      extra: { list: [{ refreshToken: 't1' }, { otp: '123456' }], statusCode: 500 },
    });
    expect(report).toEqual({
      message: 'gagal',
      request: {
        method: 'POST',
        headers: { Cookie: SCRUBBED, authorization: SCRUBBED, accept: 'json' },
        cookies: SCRUBBED,
        data: { name: 'Budi', password: SCRUBBED, phone: SCRUBBED },
      },
      extra: { list: [{ refreshToken: SCRUBBED }, { otp: SCRUBBED }], statusCode: 500 },
    });
  });

  it('hides phone numbers, bearer tokens, JWTs and secret query values inside text', () => {
    expect(scrubText('kirim ke 081234567890 dan +62 812-3456-7890 gagal')).toBe(
      `kirim ke ${SCRUBBED_PHONE} dan ${SCRUBBED_PHONE} gagal`,
    );
    expect(scrubText('6281234567890')).toBe(SCRUBBED_PHONE);
    expect(scrubText('Authorization: Bearer abc.def')).toBe(`Authorization: Bearer ${SCRUBBED}`);
    expect(scrubText('t eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe(`t ${SCRUBBED}`);
    expect(scrubText('/reset?email=a%40b.id&token=s3cret&x=1')).toBe(
      `/reset?email=${SCRUBBED}&token=${SCRUBBED}&x=1`,
    );
    // Order numbers, years and prices are not phone numbers.
    expect(scrubText('KBR-20261126-0001 Rp150000 2026')).toBe('KBR-20261126-0001 Rp150000 2026');
  });
});
