import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { useTestApp } from '../../test/test-app';
import { freePort } from '../../test/server-process';
import { defaultReadinessChecks } from './readiness';

describe('GET /api/health/live and /api/health/ready', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useTestApp({ seed: false });

  it('is ready without outside services when none is configured', async () => {
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.json().data.checks).toEqual({ database: 'ok', migrations: 'ok' });
  });

  it('is live, and ready when the database, the migrations and the SMTP server answer', async () => {
    expect((await ctx.app.inject('/api/health/live')).statusCode).toBe(200);
    ctx.app.readiness.checks = defaultReadinessChecks(ctx.app, `smtp://127.0.0.1:${smtpPort}`);
    const ready = await ctx.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', smtp: 'ok' },
    });
  });

  it('is not ready when the SMTP server does not answer; serving, then not while draining (yet serves)', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    ctx.app.readiness.checks = defaultReadinessChecks(ctx.app, `smtp://127.0.0.1:${deadPort}`);
    const down = await ctx.app.inject('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json().data.checks.database).toBe('ok');
    expect(down.json().data.checks.smtp).not.toBe('ok');

    const serving = await ctx.app.inject('/api/health/serving');
    expect(serving.statusCode).toBe(200);
    expect(serving.json().data.status).toBe('serving');
    ctx.app.readiness.draining = true;
    const stopping = await ctx.app.inject('/api/health/serving');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json().data.status).toBe('draining');
    const draining = await ctx.app.inject('/api/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data.status).toBe('draining');
    // Served while draining (decisions 023, 037), the connection kept until the listener closes,
    // then each answer closing its kept-alive connection.
    const served = await ctx.app.inject('/api/themes');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).not.toBe('close');
    ctx.app.readiness.endingConnections = true;
    const last = await ctx.app.inject('/api/themes');
    expect(last.statusCode).toBe(200);
    expect(last.headers.connection).toBe('close');
    expect((await ctx.app.inject('/api/health/live')).statusCode).toBe(200);
    ctx.app.readiness.draining = false;
    ctx.app.readiness.endingConnections = false;
  });
});
