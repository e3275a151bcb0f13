import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jobDataSealer } from './sealed-job-data';

describe('sealed job data', () => {
  const sealer = jobDataSealer(randomBytes(32));
  const data = { key: 'sms:1', phone: '6281234567890', code: '493817' };

  it('opens what it sealed, and shows nothing of it in the stored form', () => {
    const sealed = sealer.seal(data);
    expect(JSON.stringify(sealed)).not.toContain('493817');
    expect(JSON.stringify(sealed)).not.toContain('6281234567890');
    expect(sealer.open(JSON.parse(JSON.stringify(sealed)))).toEqual(data);
  });

  it('refuses a row altered by hand or sealed under another key', () => {
    const sealed = sealer.seal(data).sealed;
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(() => sealer.open({ sealed: flipped.toString('base64url') })).toThrow();
    expect(() => jobDataSealer(randomBytes(32)).open({ sealed })).toThrow();
  });

  it('passes through data queued before sealing, and the empty data of scheduled jobs', () => {
    expect(sealer.open({ invitationId: 'x' })).toEqual({ invitationId: 'x' });
    expect(sealer.open(null)).toEqual({});
  });
});
