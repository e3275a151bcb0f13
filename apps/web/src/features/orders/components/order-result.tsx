import { Link, useParams } from 'react-router';
import { formatRupiah, paymentMethodLabel, type OrderDto, type PlanId } from '@kabar/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { OrderPageShell } from './order-page-shell';
import { OrderStatusBadge } from './order-status-badge';
import { FeatureOffer } from './feature-offer';
import { UnlockedThemes } from './unlocked-themes';

const buttonClass =
  'inline-flex justify-center rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const secondaryClass =
  'inline-flex justify-center rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100';

function retryHref(order: OrderDto): string {
  return order.item.type === 'plan'
    ? paths.checkoutFor.getHref({ plan: order.item.id as 'premium' | 'vip' })
    : paths.checkoutFor.getHref({ theme: order.item.id });
}

function Amounts({ order }: { order: OrderDto }) {
  return (
    <dl className="grid grid-cols-2 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm">
      <dt className="text-stone-600">Nomor pesanan</dt>
      <dd className="break-all text-right font-mono text-stone-900">{order.order_id}</dd>
      <dt className="text-stone-600">Pembelian</dt>
      <dd className="text-right text-stone-900">{order.item.name}</dd>
      {order.discount > 0 ? (
        <>
          <dt className="text-stone-600">Voucher {order.voucher_code}</dt>
          <dd className="text-right text-emerald-700">- {formatRupiah(order.discount)}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-stone-900">Total</dt>
      <dd className="text-right font-bold text-stone-900">{formatRupiah(order.total)}</dd>
      {order.total > 0 ? (
        <>
          <dt className="text-stone-600">Metode</dt>
          <dd className="text-right text-stone-900">{paymentMethodLabel(order.payment_method)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The return page after paying: it polls the order (never trusting the provider's query string)
 * and shows what was unlocked once the server has seen the verified payment.
 */
export function OrderResult() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId, { poll: true });

  if (order.isPending) {
    return (
      <OrderPageShell>
        <div
          role="status"
          aria-busy="true"
          aria-label="Memuat pesanan"
          className="h-64 animate-pulse rounded-2xl bg-stone-200"
        />
      </OrderPageShell>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <OrderPageShell>
        <div
          role="alert"
          className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
        >
          <p className="font-semibold text-stone-900">
            {notFound ? 'Pesanan tidak ditemukan.' : `Error: ${order.error.message}`}
          </p>
          {!notFound ? (
            <button
              type="button"
              onClick={() => void order.refetch()}
              className={`${buttonClass} mt-4`}
            >
              Coba Lagi
            </button>
          ) : null}
        </div>
      </OrderPageShell>
    );
  }

  const data = order.data;
  const heading = {
    awaiting_payment: 'Menunggu konfirmasi pembayaran',
    review: 'Pembayaran sedang ditinjau',
    paid: 'Pembayaran berhasil!',
    failed: 'Pembayaran gagal',
    expired: 'Pembayaran dibatalkan atau kedaluwarsa',
    refunded: 'Pembayaran sudah dikembalikan',
  }[data.status];

  return (
    <OrderPageShell>
      <div className="space-y-6">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="font-serif text-2xl text-stone-900 sm:text-3xl">{heading}</h1>
            <OrderStatusBadge status={data.status} />
          </div>
          {data.status === 'paid' ? (
            <p className="mt-2 text-stone-600">
              {data.item.type === 'plan'
                ? `${data.item.name} sudah aktif di akunmu, berlaku selamanya.`
                : `${data.item.name} sudah bisa kamu pakai.`}{' '}
              Kwitansi sudah dikirim ke {data.email}.
            </p>
          ) : null}
          {data.status === 'awaiting_payment' ? (
            <p className="mt-2 flex items-center gap-2 text-stone-600" aria-live="polite">
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              />
              Kami memeriksa status pembayaranmu secara otomatis. Halaman ini berubah sendiri begitu
              pembayaran kami terima.
            </p>
          ) : null}
          {data.status === 'review' ? (
            <p className="mt-2 text-stone-600" aria-live="polite">
              Pembayaranmu sedang ditinjau oleh penyedia pembayaran. Paket aktif begitu pembayaran
              disetujui; halaman ini berubah sendiri.
            </p>
          ) : null}
          {data.status === 'failed' ? (
            <p className="mt-2 text-stone-600">Pembayaran ditolak. Kamu bisa mencoba lagi.</p>
          ) : null}
          <div className="mt-5">
            <Amounts order={data} />
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            {data.status === 'awaiting_payment' && data.pay_url ? (
              data.pay_url.startsWith('/') ? (
                <Link to={data.pay_url} className={buttonClass}>
                  Lanjutkan Pembayaran
                </Link>
              ) : (
                <a href={data.pay_url} className={buttonClass}>
                  Lanjutkan Pembayaran
                </a>
              )
            ) : null}
            {data.status === 'awaiting_payment' || data.status === 'review' ? (
              <button
                type="button"
                onClick={() => void order.refetch()}
                disabled={order.isFetching}
                className={secondaryClass}
              >
                Cek Status
              </button>
            ) : null}
            {data.status === 'failed' || data.status === 'expired' ? (
              <Link to={retryHref(data)} className={buttonClass}>
                Coba Lagi
              </Link>
            ) : null}
            {data.status === 'paid' ? (
              <Link to={paths.dashboard.setTheme.getHref()} className={buttonClass}>
                Ke Dashboard
              </Link>
            ) : null}
            <Link to={paths.dashboard.orders.getHref()} className={secondaryClass}>
              Riwayat Pesanan
            </Link>
          </div>
        </div>
        {data.status === 'paid' && data.item.type === 'plan' ? (
          <FeatureOffer plan={data.item.id as PlanId} />
        ) : null}
        {data.status === 'paid' ? <UnlockedThemes order={data} /> : null}
      </div>
    </OrderPageShell>
  );
}
