import type { Db } from '../db/client';
import { vouchers } from '../modules/vouchers/vouchers.schema';

/** The spec's voucher: DISKON30, Rp 30.000 off, shown as the checkout dialog's hint. */
export async function seedVouchers(db: Db): Promise<void> {
  await db
    .insert(vouchers)
    .values({ code: 'DISKON30', kind: 'fixed', amount: 30000, isFeatured: true })
    .onConflictDoNothing({ target: vouchers.code });
}
