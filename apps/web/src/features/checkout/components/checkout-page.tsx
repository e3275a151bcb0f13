import { Link, useSearchParams } from 'react-router';
import { orderItemSchema, PLANS, formatRupiah, type OrderItem } from '@kabar/shared';
import { paths } from '@/config/paths';
import { usePlanPrices } from '@/lib/plan-prices';
import { useQuote } from '../api/get-quote';
import { CheckoutForm } from './checkout-form';
import { CheckoutShell } from './checkout-shell';
import { CheckoutSteps } from './checkout-steps';

/** `?plan=premium|vip` or `?theme=ID`; anything else is no item. */
function itemFromSearch(search: URLSearchParams): OrderItem | null {
  const plan = search.get('plan');
  const theme = search.get('theme');
  const candidate = plan ? { type: 'plan', id: plan } : theme ? { type: 'theme', id: theme } : null;
  const parsed = orderItemSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function PlanChoice() {
  const prices = usePlanPrices();
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
      <h2 className="font-serif text-2xl text-stone-900">Pilih paket yang ingin kamu beli</h2>
      <div className="mx-auto mt-6 grid max-w-lg gap-4 sm:grid-cols-2">
        {(['premium', 'vip'] as const).map((id) => (
          <Link
            key={id}
            to={paths.checkoutFor.getHref({ plan: id })}
            className="rounded-xl border border-stone-200 p-5 hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="block font-semibold text-stone-900">Paket {PLANS[id].name}</span>
            <span className="block text-sm text-stone-600">
              {prices ? formatRupiah(prices[id]) : '…'} / Selamanya
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}

export function CheckoutPage() {
  const [search] = useSearchParams();
  const item = itemFromSearch(search);
  const quote = useQuote(item);

  let body;
  if (!item) {
    body = <PlanChoice />;
  } else if (quote.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Memuat pesanan"
        className="grid gap-6 lg:grid-cols-[1fr_380px]"
      >
        <div className="h-96 animate-pulse rounded-2xl bg-stone-200" />
        <div className="h-80 animate-pulse rounded-2xl bg-stone-200" />
      </div>
    );
  } else if (quote.isError) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
        <p>Error: {quote.error.message}</p>
        <button
          type="button"
          onClick={() => void quote.refetch()}
          className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Coba Lagi
        </button>
      </div>
    );
  } else if (quote.data.already_owned) {
    body = (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
        <h2 className="font-serif text-2xl text-stone-900">
          {quote.data.item.name} sudah kamu miliki
        </h2>
        <p className="mt-2 text-stone-600">
          {item.type === 'plan'
            ? 'Paket ini atau yang lebih tinggi sudah aktif di akunmu.'
            : 'Tema ini sudah bisa kamu pakai tanpa membeli lagi.'}
        </p>
        <Link
          to={
            item.type === 'theme'
              ? paths.dashboard.useTheme.getHref(item.id)
              : paths.dashboard.setTheme.getHref()
          }
          className="mt-6 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {item.type === 'theme' ? 'Pakai Tema' : 'Ke Dashboard'}
        </Link>
      </div>
    );
  } else {
    body = <CheckoutForm item={item} quote={quote.data} />;
  }

  return (
    <CheckoutShell>
      <h1 className="mb-4 font-serif text-3xl text-stone-900 sm:text-4xl">Checkout</h1>
      <CheckoutSteps />
      {body}
    </CheckoutShell>
  );
}
