import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  formatRupiah,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type adminOrderDetailSchema,
} from '@kabar/shared';
import { SearchField } from '@/components/ui/search-field';
import { adminApi } from '../api/admin-api';
import { Button, Card, dateTime, Field, inputClass, useAdminAction } from './admin-ui';

type Detail = z.infer<typeof adminOrderDetailSchema>;

function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const detail = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => adminApi.get<Detail>(`/orders/${id}`),
  });
  const refund = useAdminAction(
    () => adminApi.post(`/orders/${id}/refund`, { reason }),
    'Dana pesanan dikembalikan.',
  );
  const receipt = useAdminAction(
    () => adminApi.post(`/orders/${id}/receipt`),
    'Struk dikirim ulang.',
  );
  if (!detail.data) return <Card>Memuat pesanan…</Card>;
  const { order, provider_status: provider, provider_error: providerError } = detail.data;
  return (
    <Card title={`Pesanan ${order.id}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">Status</dt>
        <dd data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt className="text-stone-500">Pembeli</dt>
        <dd className="break-all">
          {order.buyer_name} · {order.buyer_email}
        </dd>
        <dt className="text-stone-500">Barang</dt>
        <dd>{order.item_name}</dd>
        <dt className="text-stone-500">Total</dt>
        <dd>
          {formatRupiah(order.total)}
          {order.voucher_code ? ` (voucher ${order.voucher_code})` : ''}
        </dd>
        <dt className="text-stone-500">Dibayar</dt>
        <dd>{dateTime(order.paid_at)}</dd>
        <dt className="text-stone-500">Penyedia</dt>
        <dd data-testid="provider-status">
          {providerError ??
            (provider
              ? `${provider.transaction_status} · ${provider.gross_amount}`
              : order.provider === 'none'
                ? 'Tanpa pembayaran'
                : 'Tidak dikenal penyedia')}
        </dd>
        {order.refund_reason ? (
          <>
            <dt className="text-stone-500">Alasan refund</dt>
            <dd>{order.refund_reason}</dd>
          </>
        ) : null}
      </dl>
      {order.status === 'paid' ? (
        <div className="mt-4 space-y-3">
          <Field label="Alasan pengembalian dana">
            <input
              className={inputClass}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              tone="danger"
              disabled={refund.isPending}
              onClick={() => refund.mutate(undefined)}
            >
              Kembalikan dana
            </Button>
            <Button
              tone="plain"
              disabled={receipt.isPending}
              onClick={() => receipt.mutate(undefined)}
            >
              Kirim ulang struk
            </Button>
          </div>
        </div>
      ) : null}
      <Button tone="plain" className="mt-3" onClick={onClose}>
        Tutup
      </Button>
    </Card>
  );
}

export function OrdersPanel() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'orders', q],
    queryFn: () => adminApi.get<AdminOrder[]>(`/orders?q=${encodeURIComponent(q)}`),
  });
  return (
    <div className="space-y-4">
      <SearchField label="Cari ID pesanan, email atau nomor HP" value={q} onChange={setQ} />
      {open ? <OrderDetail id={open} onClose={() => setOpen(null)} /> : null}
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {(list.data ?? []).map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => setOpen(order.id)}
              className="flex w-full flex-wrap justify-between gap-x-3 px-4 py-3 text-left text-sm hover:bg-stone-50"
            >
              <span className="font-mono text-xs break-all">{order.id}</span>
              <span>{ORDER_STATUS_LABELS[order.status]}</span>
              <span className="w-full break-all text-stone-600">
                {order.buyer_email} · {order.item_name} · {formatRupiah(order.total)}
              </span>
            </button>
          </li>
        ))}
        {list.data?.length === 0 ? (
          <li className="px-4 py-3 text-sm text-stone-600">Tidak ada pesanan yang cocok.</li>
        ) : null}
      </ul>
    </div>
  );
}
