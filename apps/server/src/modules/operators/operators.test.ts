import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES } from '@kabar/shared';
import { ROUTE_NOT_FOUND } from '../../http/errors';
import { useTestApp } from '../../test/test-app';
import { createTestOperator } from '../../test/test-operators';
import { authHeaders, createTestUser } from '../../test/test-users';
import { auditEvents } from '../audit/audit.schema';
import { users } from '../users/users.schema';
import { runAdminCommand } from './admin-command';
import { OPERATOR_TOKEN_HEADER } from './operator-token';
import { operators } from './operators.schema';
import { totpCodeAt } from './totp';

const ctx = useTestApp();
const db = () => ctx.database.db;

const verify = (headers: Record<string, string>, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/second-factor/verify',
    headers,
    payload: { code },
  });

describe('operators', () => {
  it('are made and unmade only by the command line, which the audit trail records', async () => {
    const user = await createTestUser(db());
    const headers = await authHeaders(ctx, user);
    const before = await ctx.app.inject({ url: '/api/admin/second-factor', headers });
    expect(before.statusCode).toBe(404);
    expect(before.json().meta.msg).toBe(ROUTE_NOT_FOUND);

    expect(await runAdminCommand(db(), ['grant', user.email.toUpperCase()])).toContain('operator');
    const after = await ctx.app.inject({ url: '/api/admin/second-factor', headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ set_up: false, email: user.email });

    await runAdminCommand(db(), ['revoke', user.email]);
    expect((await ctx.app.inject({ url: '/api/admin/second-factor', headers })).statusCode).toBe(
      404,
    );
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, user.id))
      .orderBy(auditEvents.id);
    expect(trail.map((event) => event.action)).toEqual(['operator.granted', 'operator.revoked']);
    await expect(runAdminCommand(db(), ['grant', 'nobody@example.test'])).rejects.toThrow(
      'Tidak ada akun',
    );
  });

  it('answer 404 to a disabled operator and to anyone without a session', async () => {
    const { user, headers } = await createTestOperator(ctx);
    const ok = await ctx.app.inject({ url: '/api/admin/audit', headers });
    expect(ok.statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(404);
    await db().update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await ctx.app.inject({ url: '/api/admin/audit', headers })).statusCode).toBe(404);
  });

  it('ask for the second factor: a code once, never again within its window, recovery codes once', async () => {
    const user = await createTestUser(db());
    await runAdminCommand(db(), ['grant', user.email]);
    const signedIn = await authHeaders(ctx, user);
    const console = await ctx.app.inject({ url: '/api/admin/audit', headers: signedIn });
    expect(console.statusCode).toBe(403);
    expect(console.json().meta.msg).toBe(OPERATOR_MESSAGES.secondFactorNeeded);

    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/second-factor/setup',
      headers: signedIn,
    });
    const { secret, uri } = setup.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Kabar:/);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/second-factor/confirm',
      headers: signedIn,
      payload: { code: '000000' === totpCodeAt(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const code = totpCodeAt(secret);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/second-factor/confirm',
      headers: signedIn,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes: recoveryCodes, operator_token: token } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(10);

    // The code that confirmed the setup cannot open the console a second time.
    const replay = await verify(signedIn, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().meta.msg).toBe(OPERATOR_MESSAGES.codeReplayed);
    const next = await verify(signedIn, totpCodeAt(secret, Date.now() + 30_000));
    expect(next.statusCode).toBe(200);
    expect(next.json().data.recovery_codes).toBeNull();

    const recovery = await verify(signedIn, recoveryCodes[0]);
    expect(recovery.statusCode).toBe(200);
    expect(recovery.json().data.recovery_codes_left).toBe(9);
    expect((await verify(signedIn, recoveryCodes[0])).statusCode).toBe(422);

    const opened = await ctx.app.inject({
      url: '/api/admin/audit',
      headers: { ...signedIn, [OPERATOR_TOKEN_HEADER]: token },
    });
    expect(opened.statusCode).toBe(200);
    const actions = opened
      .json()
      .data.events.filter((event: { record_id: string }) => event.record_id === user.id)
      .map((event: { action: string }) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'operator.second_factor_set_up',
        'operator.second_factor_passed',
        'operator.second_factor_refused',
      ]),
    );
    // Another user's access token cannot wear this operator's console token.
    const other = await createTestUser(db());
    await runAdminCommand(db(), ['grant', other.email]);
    const borrowed = await ctx.app.inject({
      url: '/api/admin/audit',
      headers: { ...(await authHeaders(ctx, other)), [OPERATOR_TOKEN_HEADER]: token },
    });
    expect(borrowed.statusCode).toBe(403);
  });

  it('stop guessing after 10 wrong codes', async () => {
    const { user, headers } = await createTestOperator(ctx);
    const signedIn = { authorization: headers.authorization! };
    for (let i = 0; i < 10; i++) expect((await verify(signedIn, '000001')).statusCode).toBe(422);
    expect((await verify(signedIn, '000001')).statusCode).toBe(429);
    expect(await db().select().from(operators).where(eq(operators.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('keep an audit trail nothing can rewrite or delete', async () => {
    await createTestOperator(ctx);
    await expect(db().execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await db().select().from(auditEvents)).length).toBeGreaterThan(0);
  });
});
