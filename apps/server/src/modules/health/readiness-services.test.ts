import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../redis/redis-connection';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { freePort } from '../../test/server-process';
import { useTestApp } from '../../test/test-app';
import { S3FileStorage } from '../media/s3-file-storage';
import { defaultReadinessChecks, redisCheck, storageCheck } from './readiness';

/** The Redis server these machines run, and the S3 stand-in the tests start. */
const env: Record<string, string> = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `kabar-test-${randomUUID()}:`,
};
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
  Object.assign(env, s3.env);
});
afterAll(() => s3?.close());
const ctx = useTestApp({ env, seed: false });

const ready = () => ctx.app.inject('/api/health/ready');

describe('readiness with Redis and object storage', () => {
  it('checks Redis and the bucket when they are configured', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok', storage: 'ok' },
    });
  });

  it('answers 503 naming Redis when Redis does not answer', async () => {
    const dead = openRedis(`redis://127.0.0.1:${await freePort()}`);
    dead.on('error', () => undefined);
    const checks = defaultReadinessChecks(ctx.app);
    ctx.app.readiness.checks = checks.map((check) =>
      check.name === 'redis' ? redisCheck(() => dead) : check,
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      const { checks: results } = res.json().data as { checks: Record<string, string> };
      expect(results.database).toBe('ok');
      expect(results.storage).toBe('ok');
      expect(results.redis).toMatch(/^Redis tidak menjawab: /);
    } finally {
      dead.disconnect();
      ctx.app.readiness.checks = checks;
    }
  });

  it('answers 503 naming the storage when the bucket cannot be reached or does not exist', async () => {
    const s3Config = ctx.config.infrastructure.s3!;
    const deadEndpoint = `http://127.0.0.1:${await freePort()}`;
    const cases = [
      {
        storage: new S3FileStorage({ ...s3Config, endpoint: deadEndpoint }, '/media/uploads'),
        reason: /^penyimpanan berkas tidak dapat dipakai: connect ECONNREFUSED/,
      },
      {
        storage: new S3FileStorage({ ...s3Config, bucket: 'tidak-ada' }, '/media/uploads'),
        reason: /^penyimpanan berkas tidak dapat dipakai: NotFound$/,
      },
    ];
    const checks = defaultReadinessChecks(ctx.app);
    try {
      for (const { storage, reason } of cases) {
        ctx.app.readiness.checks = checks.map((check) =>
          check.name === 'storage' ? storageCheck(() => storage) : check,
        );
        const res = await ready();
        expect(res.statusCode).toBe(503);
        const { checks: results } = res.json().data as { checks: Record<string, string> };
        expect(results.redis).toBe('ok');
        expect(results.storage).toMatch(reason);
      }
    } finally {
      ctx.app.readiness.checks = checks;
    }
  });
});
