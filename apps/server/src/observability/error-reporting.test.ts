import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { TEST_JWT_SECRET, testConfig } from '../test/test-app';
import { envelopeItems, startTelemetryStandIn, type StandIn } from '../test/telemetry-stand-ins';
import { RELEASE } from './release';

const PHONE = '081298765432';
const SESSION = 'sesi-rahasia-123';

describe('errors and traces leave the server when configured', () => {
  let sentry: StandIn;
  let collector: StandIn;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    sentry = await startTelemetryStandIn();
    collector = await startTelemetryStandIn();
    database = await createTestDatabase();
    const dsn = new URL(sentry.url);
    dsn.username = 'kuncipublik';
    dsn.pathname = '/42';
    app = await buildApp({
      config: testConfig({
        SENTRY_DSN: dsn.toString(),
        SENTRY_ENVIRONMENT: 'uji',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      }),
      database,
      jwtSecret: TEST_JWT_SECRET,
    });
    // A route that fails the way a bug does, saying more than it should.
    app.post('/percobaan-gagal', () => {
      throw new Error(`pengiriman ke ${PHONE} gagal (token=${SESSION})`);
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sentry?.close();
    await collector?.close();
  });

  it('reports a thrown route error to Sentry, scrubbed, with release and environment', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/percobaan-gagal?token=${SESSION}&halaman=2`,
      headers: {
        cookie: `kabar_refresh=${SESSION}`,
        authorization: `Bearer ${SESSION}`,
        'content-type': 'application/json',
      },
      payload: { password: 'kata-sandi-rahasia', phone: PHONE },
    });
    expect(res.statusCode).toBe(500);
    await app.errorReporter!.flush();

    const arrived = await sentry.waitFor((r) => r.path === '/api/42/envelope/');
    const event = envelopeItems(arrived.body).find((item) => item.type === 'event')?.payload as {
      release: string;
      environment: string;
      exception: { values: Array<{ value: string }> };
      extra: { url: string; route: string };
    };
    expect(event.release).toBe(RELEASE);
    expect(event.release).toBe('1.0.0');
    expect(event.environment).toBe('uji');
    expect(event.exception.values[0]?.value).toBe(
      'pengiriman ke [nomor disembunyikan] gagal (token=[disembunyikan])',
    );
    expect(event.extra.route).toBe('/percobaan-gagal');
    expect(event.extra.url).toBe('/percobaan-gagal?token=[disembunyikan]&halaman=2');
    for (const secret of [PHONE, SESSION, 'kata-sandi-rahasia']) {
      expect(arrived.body).not.toContain(secret);
    }
  });

  it('sends a span per request to the OTLP collector', async () => {
    const res = await app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    // Batched spans leave on their timer or when the app closes; closing is what a deploy does.
    await app.close();
    const arrived = await collector.waitFor((r) => r.path === '/v1/traces');
    const body = JSON.parse(arrived.body) as {
      resourceSpans: Array<{
        resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
        scopeSpans: Array<{
          spans: Array<{ name: string; attributes: Array<{ key: string; value: unknown }> }>;
        }>;
      }>;
    };
    const [resourceSpans] = body.resourceSpans;
    const attribute = (key: string) =>
      resourceSpans?.resource.attributes.find((a) => a.key === key)?.value.stringValue;
    expect(attribute('service.name')).toBe('kabar');
    expect(attribute('service.version')).toBe(RELEASE);
    const routes = resourceSpans!.scopeSpans.flatMap((scope) =>
      scope.spans.flatMap((span) => span.attributes.filter((a) => a.key === 'http.route')),
    );
    expect(routes).toContainEqual({
      key: 'http.route',
      value: { stringValue: '/api/health/live' },
    });
  });
});
