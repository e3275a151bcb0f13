import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { jwtSecretProblem, productionProblems } from './production-readiness';

const STRONG_SECRET = 'q3Vx8kP0zL7mN2bR5tY9wA4cE6gH1jK3sD8fU0iO2pQ';

describe('production mode', () => {
  it('lists one line per missing setting', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^JWT_SECRET belum diatur/);
    expect(problems[1]).toMatch(/^PUBLIC_URL belum diatur/);
    expect(problems[2]).toMatch(/MIDTRANS_SERVER_KEY.*ALLOW_SANDBOX_PAYMENTS=true/);
    expect(problems[3]).toMatch(/TWILIO_ACCOUNT_SID.*ALLOW_CODES_IN_LOG=true/);
    expect(problems[4]).toMatch(/SMTP_URL.*ALLOW_MAIL_OUTBOX=true/);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('starts with every service configured or its stand-in asked for explicitly', () => {
    const configured = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      PUBLIC_URL: 'https://kabar.example',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-abcdef',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      SMTP_URL: 'smtp://mail.example:587',
      TRUST_PROXY: '1',
    });
    expect(productionProblems(configured)).toEqual([]);
    const standIns = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      PUBLIC_URL: 'https://kabar.example',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_CODES_IN_LOG: 'true',
      ALLOW_MAIL_OUTBOX: 'true',
    });
    expect(productionProblems(standIns)).toEqual([]);
    expect(standIns.auth.devOtpCode).toBeNull();
    expect(standIns.seedDemoData).toBe(false);
  });

  it('refuses a JWT_SECRET under 256 bits and TRUST_PROXY=true', () => {
    expect(jwtSecretProblem('a'.repeat(64))).toMatch(/terlalu lemah/);
    expect(jwtSecretProblem('0123456789abcdef'.repeat(3))).toMatch(/terlalu lemah/);
    expect(jwtSecretProblem('0123456789abcdef'.repeat(4))).toBeNull();
    expect(jwtSecretProblem(STRONG_SECRET)).toBeNull();
    const problems = productionProblems(
      loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }),
    );
    expect(problems.filter((line) => line.startsWith('TRUST_PROXY=true'))).toHaveLength(1);
  });

  it('takes production mode from KABAR_MODE too: no fixed phone code, no development tools', () => {
    const config = loadConfig({ KABAR_MODE: 'production' });
    expect(config.isProduction).toBe(true);
    expect(config.auth.devOtpCode).toBeNull();
    expect(productionProblems(config)).toHaveLength(5);
  });

  it('is not checked in local mode, which keeps its zero-configuration defaults', () => {
    const local = loadConfig({ NODE_ENV: 'production', KABAR_MODE: 'local' });
    expect(productionProblems(local)).toEqual([]);
    expect(local.seedDemoData).toBe(true);
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });
});
