import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  formatRupiah,
  ORDER_STATUS_LABELS,
  type AdminUser,
  type adminUserDetailSchema,
} from '@kabar/shared';
import { SearchField } from '@/components/ui/search-field';
import { adminApi } from '../api/admin-api';
import { Button, Card, dateTime, useAdminAction } from './admin-ui';
import { DeleteUserForm } from './delete-user-form';

type Detail = z.infer<typeof adminUserDetailSchema>;

function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => adminApi.get<Detail>(`/users/${id}`),
  });
  const act = (path: string, done: string) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list, called in the same order
    useAdminAction(() => adminApi.post(`/users/${id}/${path}`), done);
  const revoke = act('revoke-sessions', 'Semua sesi diakhiri.');
  const verify = act('resend-verification', 'Email verifikasi dikirim ulang.');
  const disable = act('disable', 'Akun dinonaktifkan.');
  const enable = act('enable', 'Akun diaktifkan kembali.');
  if (!detail.data) return <Card>Memuat pengguna…</Card>;
  const { user, orders, invitations, active_sessions: sessions } = detail.data;
  return (
    <Card title={user.name}>
      <p className="break-all text-sm text-stone-700">
        {user.email} · {user.phone ?? 'tanpa nomor'} · paket {user.plan} · {user.status} ·{' '}
        {sessions} sesi aktif
      </p>
      <h3 className="mt-3 text-sm font-semibold">Undangan</h3>
      <ul className="text-sm text-stone-700">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            {invitation.slug ?? '(belum ada alamat)'} · {invitation.status}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-semibold">Pesanan</h3>
      <ul className="text-sm text-stone-700">
        {orders.map((order) => (
          <li key={order.id} className="break-all">
            {order.id} · {order.item_name} · {formatRupiah(order.total)} ·{' '}
            {ORDER_STATUS_LABELS[order.status]} · {dateTime(order.created_at)}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button tone="plain" onClick={() => revoke.mutate(undefined)}>
          Akhiri semua sesi
        </Button>
        {!user.email_verified ? (
          <Button tone="plain" onClick={() => verify.mutate(undefined)}>
            Kirim ulang verifikasi
          </Button>
        ) : null}
        {user.status === 'disabled' ? (
          <Button onClick={() => enable.mutate(undefined)}>Aktifkan kembali</Button>
        ) : (
          <Button tone="danger" onClick={() => disable.mutate(undefined)}>
            Nonaktifkan
          </Button>
        )}
        <Button tone="plain" onClick={onClose}>
          Tutup
        </Button>
        <DeleteUserForm id={user.id} email={user.email} onDone={onClose} />
      </div>
    </Card>
  );
}

export function UsersPanel() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: () => adminApi.get<AdminUser[]>(`/users?q=${encodeURIComponent(q)}`),
  });
  return (
    <div className="space-y-4">
      <SearchField label="Cari email, nama atau nomor HP" value={q} onChange={setQ} />
      {open ? <UserDetail id={open} onClose={() => setOpen(null)} /> : null}
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {(list.data ?? []).map((user) => (
          <li key={user.id}>
            <button
              type="button"
              onClick={() => setOpen(user.id)}
              className="w-full px-4 py-3 text-left text-sm hover:bg-stone-50"
            >
              <span className="block font-medium">{user.name}</span>
              <span className="block break-all text-stone-600">
                {user.email} · {user.plan} · {user.status}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
