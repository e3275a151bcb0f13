import { formatRupiah, type QuoteDto, type VoucherCheckDto } from '@kabar/shared';

/** 'Ringkasan Pesanan': the item, the voucher box, the price lines, the total and 'Bayar Sekarang'. */
export function OrderSummary({
  quote,
  voucher,
  voucherError,
  submitting,
  onOpenVoucher,
  onRemoveVoucher,
}: {
  quote: QuoteDto;
  voucher: VoucherCheckDto | null;
  voucherError: string | null;
  submitting: boolean;
  onOpenVoucher: () => void;
  onRemoveVoucher: () => void;
}) {
  const discount = voucher?.discount ?? 0;
  const total = voucher?.total ?? quote.price;
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id="summary-title" className="font-serif text-xl text-stone-900">
        Ringkasan Pesanan
      </h2>
      <div className="mt-4 rounded-xl bg-stone-50 p-4">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold uppercase tracking-wide text-stone-900">{quote.item.name}</p>
          <p className="shrink-0 text-sm text-stone-500">x1</p>
        </div>
        <ul className="mt-2 space-y-1 text-sm text-stone-600">
          {quote.item.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">
              ✓
            </span>
            Sekali bayar, berlaku selamanya
          </li>
        </ul>
      </div>

      <div className="mt-4 rounded-xl border border-dashed border-stone-300 p-4">
        {voucher ? (
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm text-stone-500">Voucher dipakai</p>
              <p className="font-mono font-bold tracking-wider text-brand-700">{voucher.code}</p>
            </div>
            <button
              type="button"
              onClick={onRemoveVoucher}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-stone-600 hover:bg-stone-100"
            >
              Hapus
            </button>
          </div>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-stone-600">Punya kode voucher?</p>
            <button
              type="button"
              onClick={onOpenVoucher}
              className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Gunakan
            </button>
          </div>
        )}
        {voucherError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {voucherError}
          </p>
        ) : null}
      </div>

      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">Harga</dt>
          <dd className="font-medium text-stone-900" data-testid="summary-price">
            {formatRupiah(quote.price)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">Diskon Voucher</dt>
          <dd className="font-medium text-emerald-700" data-testid="summary-discount">
            {discount > 0 ? `- ${formatRupiah(discount)}` : formatRupiah(0)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-stone-900" data-testid="summary-total">
            {formatRupiah(total)}
          </dd>
        </div>
      </dl>

      <button
        type="submit"
        disabled={submitting}
        className="mt-5 w-full rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700 disabled:opacity-60"
      >
        {submitting ? 'Memproses...' : 'Bayar Sekarang'}
      </button>
      {total === 0 ? (
        <p className="mt-2 text-center text-xs text-stone-500">
          Total Rp 0: pesanan langsung selesai tanpa halaman pembayaran.
        </p>
      ) : null}
    </section>
  );
}
