import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('auth settings', () => {
  it('accept the development code outside production only', () => {
    expect(loadConfig({}).auth.devOtpCode).toBe('123456');
    expect(loadConfig({ DEV_OTP_CODE: '424242' }).auth.devOtpCode).toBe('424242');
    expect(loadConfig({ NODE_ENV: 'production' }).auth.devOtpCode).toBeNull();
  });

  it('use Twilio only when its three settings are present', () => {
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }).auth.twilio,
    ).toBeNull();
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1500' }).auth
        .twilio,
    ).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1500',
      apiUrl: 'https://api.twilio.com',
    });
  });

  it('report bad values one per line', () => {
    expect(() => loadConfig({ DEV_OTP_CODE: '12', GOOGLE_CLIENT_ID: 'a b' })).toThrow(ConfigError);
  });
});
