import { describe, expect, it } from 'vitest';
import { tempDataDir } from './test/auth-helpers';
import { useTestApp } from './test/test-app';

const plain = useTestApp({
  seed: false,
  env: { NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000', DATA_DIR: tempDataDir() },
});
const secure = useTestApp({
  seed: false,
  env: { NODE_ENV: 'production', PUBLIC_URL: 'https://kabar.example', DATA_DIR: tempDataDir() },
});

describe('issue 25: Strict-Transport-Security', () => {
  it('is sent only where the public address is https', async () => {
    const overPlain = await plain.app.inject('/api/health');
    expect(overPlain.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await secure.app.inject('/api/health');
    expect(overHttps.headers['strict-transport-security']).toContain('max-age=');
  });
});
