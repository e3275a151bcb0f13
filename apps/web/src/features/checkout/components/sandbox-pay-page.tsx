import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatRupiah, type SandboxPaymentDto } from '@kabar/shared';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { ApiError } from '@/lib/api-client';
import { useSandboxPayment } from '../api/get-sandbox-payment';
import { useSettleSandboxPayment } from '../api/settle-sandbox-payment';

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

const CLOSED_TEXT: Record<Exclude<SandboxPaymentDto['status'], 'pending'>, string> = {
  settlement: 'Transaksi ini sudah dibayar.',
  cancel: 'Transaksi ini sudah dibatalkan.',
  expire: 'Waktu pembayaran transaksi ini sudah habis.',
};

function CopyNumber({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
      className="rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100"
    >
      {copied ? 'Tersalin!' : 'Salin'}
    </button>
  );
}

function Instructions({ payment }: { payment: SandboxPaymentDto }) {
  if (payment.qr_image) {
    return (
      <div className="text-center">
        <img
          src={payment.qr_image}
          alt={`Kode ${payment.method_label} untuk pesanan ${payment.order_id}`}
          width={224}
          height={224}
          className="mx-auto h-56 w-56 rounded-xl border border-stone-200 bg-white p-2"
        />
        <p className="mt-3 text-sm text-stone-600">
          {payment.method === 'qris'
            ? 'Scan kode QRIS ini dengan aplikasi bank atau e-wallet.'
            : `Scan kode ini dengan aplikasi ${payment.method_label}.`}
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-stone-600">
        {payment.method === 'bank_transfer' ? 'Nomor rekening tujuan' : 'Nomor Virtual Account'}
      </p>
      <div className="mt-1 flex items-center justify-between gap-3 rounded-xl bg-stone-50 px-4 py-3">
        <span className="font-mono text-lg font-bold tracking-wider text-stone-900 sm:text-xl">
          {payment.account_number}
        </span>
        <CopyNumber value={payment.account_number ?? ''} />
      </div>
      <p className="mt-3 text-sm text-stone-600">
        Bayar lewat ATM, m-banking atau internet banking dengan jumlah persis seperti di atas.
      </p>
    </div>
  );
}

/**
 * The sandbox provider's pay page: what a real provider's page would show for the method chosen,
 * with 'Bayar' and 'Batalkan'. The outcome reaches the order only through the signed notification
 * the server sends; this page then goes to the return page, as Snap's redirect does.
 */
export function SandboxPayPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const payment = useSandboxPayment(orderId);
  const settle = useSettleSandboxPayment();

  function act(action: 'pay' | 'cancel') {
    settle.mutate({ orderId, action }, { onSuccess: (result) => navigate(result.finish_url) });
  }

  let body;
  if (payment.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Memuat pembayaran"
        className="h-96 animate-pulse rounded-2xl bg-stone-200"
      />
    );
  } else if (payment.isError) {
    const notFound = payment.error instanceof ApiError && payment.error.status === 404;
    body = (
      <div
        role="alert"
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
      >
        <p className="font-semibold text-stone-900">
          {notFound ? 'Transaksi tidak ditemukan.' : `Error: ${payment.error.message}`}
        </p>
        <Link
          to={paths.dashboard.orders.getHref()}
          className="mt-4 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Riwayat Pesanan
        </Link>
      </div>
    );
  } else {
    const data = payment.data;
    body = (
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <div className="bg-stone-900 px-5 py-4 text-white sm:px-6">
          <p className="text-sm text-stone-300">Total pembayaran</p>
          <p className="text-3xl font-bold" data-testid="pay-amount">
            {formatRupiah(data.amount)}
          </p>
          <p className="mt-1 text-sm text-stone-300">
            {data.item_name} · {data.order_id}
          </p>
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-stone-900">{data.method_label}</p>
            <p className="text-right text-xs text-stone-500">
              Bayar sebelum {jakartaTime.format(new Date(data.expires_at))} WIB
            </p>
          </div>
          {data.status === 'pending' ? (
            <>
              <Instructions payment={data} />
              {settle.isError ? (
                <p
                  role="alert"
                  className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
                >
                  {settle.error.message}
                </p>
              ) : null}
              <div className="grid gap-3 sm:grid-cols-2">
                <button
                  type="button"
                  onClick={() => act('cancel')}
                  disabled={settle.isPending}
                  className="order-2 rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-60 sm:order-1"
                >
                  Batalkan
                </button>
                <button
                  type="button"
                  onClick={() => act('pay')}
                  disabled={settle.isPending}
                  className="order-1 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:order-2"
                >
                  {settle.isPending ? 'Memproses...' : 'Bayar'}
                </button>
              </div>
            </>
          ) : (
            <div className="text-center">
              <p className="text-stone-700">{CLOSED_TEXT[data.status]}</p>
              <Link
                to={data.finish_url}
                className="mt-4 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Lihat Status Pesanan
              </Link>
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-stone-100">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between px-4">
          <span className="font-serif text-xl font-semibold text-brand-700">
            {siteConfig.brandName} Pay
          </span>
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-800">
            Sandbox
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-lg px-4 py-6">
        <h1 className="sr-only">Halaman Pembayaran</h1>
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Halaman pembayaran uji coba: tidak ada uang sungguhan yang ditarik.
        </p>
        {body}
      </main>
    </div>
  );
}
