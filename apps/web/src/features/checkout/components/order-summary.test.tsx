import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QuoteDto, VoucherCheckDto } from '@kabar/shared';
import { OrderSummary } from './order-summary';

const quote: QuoteDto = {
  item: { type: 'plan', id: 'premium', name: 'Premium', features: [] },
  price: 99000,
  already_owned: false,
  payment_methods: ['qris'],
  suggested_voucher: null,
};

function totalShown(voucher: VoucherCheckDto | null): string | undefined {
  const html = renderToStaticMarkup(
    <OrderSummary
      quote={quote}
      voucher={voucher}
      voucherError={null}
      submitting={false}
      onOpenVoucher={() => {}}
      onRemoveVoucher={() => {}}
    />,
  );
  return /data-testid="summary-total">([^<]*)</.exec(html)?.[1];
}

describe('OrderSummary', () => {
  it('shows the price as the total without a voucher', () => {
    expect(totalShown(null)).toBe('Rp 99.000');
  });

  it("shows the server's total for a voucher, not a sum of its own", () => {
    const checked = { code: 'HEMAT', subtotal: 100000, discount: 30000, total: 70000 };
    expect(totalShown(checked)).toBe('Rp 70.000');
  });
});
