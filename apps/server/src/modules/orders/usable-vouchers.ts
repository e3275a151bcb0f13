import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import { VOUCHER_MESSAGES } from '@kabar/shared';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { voucherCovers, type ScopedItem } from '../vouchers/voucher-scope';
import { vouchers, type Voucher } from '../vouchers/vouchers.schema';
import { orders } from './orders.schema';

/**
 * Orders holding a use of the voucher: paid ones, and ones still payable (awaiting or declined but
 * retryable) until their payment window closes. An abandoned checkout gives its use back then.
 */
export async function countVoucherUses(db: Db, voucherId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.voucherId, voucherId),
        or(
          // A payment in review may still be accepted after the window: its use stays held.
          inArray(orders.status, ['paid', 'review']),
          and(inArray(orders.status, ['awaiting_payment', 'failed']), gt(orders.expiresAt, now)),
        ),
      ),
    );
  return row?.uses ?? 0;
}

function usableAt(voucher: Voucher, now: Date): boolean {
  if (!voucher.isActive) return false;
  if (voucher.validFrom && voucher.validFrom > now) return false;
  if (voucher.validUntil && voucher.validUntil <= now) return false;
  return true;
}

/**
 * The voucher for a code, if it can be used now; otherwise a ValidationError on `field` with the
 * spec's message. With `lock`, the voucher row stays locked until the caller's transaction ends, so
 * concurrent checkouts count its uses one after another and a limit of N is never passed.
 */
export async function findUsableVoucher(
  db: Db,
  code: string,
  options: { now: Date; field: string; item: ScopedItem; lock?: boolean },
): Promise<Voucher> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code));
  const [voucher] = await (options.lock ? query.for('update') : query);
  if (!voucher || !usableAt(voucher, options.now) || !voucherCovers(voucher, options.item)) {
    throw new ValidationError({ [options.field]: VOUCHER_MESSAGES.invalid });
  }
  if (voucher.usageLimit !== null) {
    const uses = await countVoucherUses(db, voucher.id, options.now);
    if (uses >= voucher.usageLimit) {
      throw new ValidationError({ [options.field]: VOUCHER_MESSAGES.exhausted });
    }
  }
  return voucher;
}

/** The first featured voucher that can still be used on the item: the checkout dialog's hint. */
export async function findFeaturedVoucher(
  db: Db,
  now: Date,
  item: ScopedItem,
): Promise<Voucher | null> {
  const featured = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.isFeatured, true), eq(vouchers.isActive, true)))
    .orderBy(vouchers.id);
  for (const voucher of featured) {
    if (!usableAt(voucher, now) || !voucherCovers(voucher, item)) continue;
    if (
      voucher.usageLimit !== null &&
      (await countVoucherUses(db, voucher.id, now)) >= voucher.usageLimit
    )
      continue;
    return voucher;
  }
  return null;
}
