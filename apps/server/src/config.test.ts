import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.site).toMatchObject({
      brandName: 'Kabar',
      invitationDomain: 'kabar.id',
      supportEmail: 'halo@kabar.id',
      supportPhone: '6281200000000',
    });
    expect(config.smsJob).toEqual({ delaySeconds: 15, retryDelaySeconds: 5 });
  });

  it('takes the SMS queue waits in whole seconds, a retry never immediate', () => {
    expect(loadConfig({ SMS_JOB_DELAY_SECONDS: '0', SMS_RETRY_DELAY_SECONDS: '2' }).smsJob).toEqual(
      { delaySeconds: 0, retryDelaySeconds: 2 },
    );
    expect(() => loadConfig({ SMS_RETRY_DELAY_SECONDS: '0' })).toThrow(
      /SMS_RETRY_DELAY_SECONDS="0": harus 1 atau lebih/,
    );
    expect(() => loadConfig({ SMS_JOB_DELAY_SECONDS: '1.5' })).toThrow(/SMS_JOB_DELAY_SECONDS/);
  });

  it('reports every bad value on its own line', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="abc"/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": harus diawali postgres/);
    }
  });
});
