import { Link } from 'react-router';
import { formatRupiah } from '@kabar/shared';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { PageShell } from '@/components/ui/page-shell';
import { OrderStatusBadge } from './order-status-badge';

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** Riwayat Pesanan: the couple's orders, newest first, each with its status. */
export function OrderHistory() {
  const orders = useOrders();

  let body;
  if (orders.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Memuat pesanan" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
        <p>Error: {orders.error.message}</p>
        <button
          type="button"
          onClick={() => void orders.refetch()}
          className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Coba Lagi
        </button>
      </div>
    );
  } else if (orders.data.length === 0) {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <p className="font-semibold text-stone-900">Belum ada pesanan</p>
        <p className="mt-1 text-stone-600">Paket dan tema yang kamu beli akan muncul di sini.</p>
        <Link
          to={paths.dashboard.packet.getHref()}
          className="mt-5 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Lihat Paket
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {orders.data.map((order) => (
          <li
            key={order.order_id}
            data-testid="order-row"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-stone-900">{order.item.name}</p>
                <p className="font-mono text-xs text-stone-500">{order.order_id}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <div className="text-sm text-stone-600">
                <p>{dateFormat.format(new Date(order.created_at))} WIB</p>
                <p className="font-semibold text-stone-900">
                  {formatRupiah(order.total)}
                  {order.voucher_code ? (
                    <span className="ml-2 font-normal text-stone-500">
                      (voucher {order.voucher_code})
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="flex gap-2">
                {order.status === 'awaiting_payment' && order.pay_url ? (
                  order.pay_url.startsWith('/') ? (
                    <Link
                      to={order.pay_url}
                      className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      Bayar
                    </Link>
                  ) : (
                    <a
                      href={order.pay_url}
                      className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      Bayar
                    </a>
                  )
                ) : null}
                <Link
                  to={paths.checkoutFinish.getHref(order.order_id)}
                  className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
                >
                  Detail
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageShell width="narrow" title="Riwayat Pesanan">
      {body}
    </PageShell>
  );
}
