import { and, count, eq, gte, sql, sum, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OverviewDay } from '@kabar/shared';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';
import { orders } from '../orders/orders.schema';
import { users } from '../users/users.schema';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days as the couples live them: Western Indonesian Time. */
const ZONE = 'Asia/Jakarta';

const dayOf = (column: SQL.Aliased | unknown) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${ZONE}'`)}, 'YYYY-MM-DD')`;

function dayKeys(now: Date): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
  return Array.from({ length: DAYS }, (_, i) =>
    format.format(new Date(now.getTime() - (DAYS - 1 - i) * DAY_MS)),
  );
}

/** Sign-ups, published invitations, paid orders and revenue per day for the last 30 days. */
export async function dailyFigures(db: Db, now: Date): Promise<OverviewDay[]> {
  const since = new Date(now.getTime() - DAYS * DAY_MS);
  const [signUps, published, paid] = await Promise.all([
    db
      .select({ day: dayOf(users.createdAt), n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(invitations.publishedAt), n: count() })
      .from(invitations)
      .where(gte(invitations.publishedAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(orders.paidAt), n: count(), revenue: sum(orders.total) })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, since)))
      .groupBy(sql`1`),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const [s, p, o] = [byDay(signUps), byDay(published), byDay(paid)];
  return dayKeys(now).map((day) => ({
    day,
    sign_ups: s.get(day)?.n ?? 0,
    published: p.get(day)?.n ?? 0,
    paid_orders: o.get(day)?.n ?? 0,
    revenue: Number(o.get(day)?.revenue ?? 0),
  }));
}

/** Jobs per queue and state, as pg-boss holds them (failed ones gave up after their retries). */
export async function jobCounts(app: FastifyInstance) {
  const result = await app.db.execute(
    sql`select name as queue, state::text as state, count(*)::int as count
          from pgboss.job where name not like '\\_\\_%' group by name, state order by name, state`,
  );
  return (result as unknown as { rows: Array<{ queue: string; state: string; count: number }> })
    .rows;
}
