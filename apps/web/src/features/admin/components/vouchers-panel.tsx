import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatRupiah, type AdminVoucher } from '@kabar/shared';
import { adminApi } from '../api/admin-api';
import { Button, Card, dateTime, Field, inputClass, useAdminAction } from './admin-ui';

type Scope = 'all' | 'premium' | 'vip' | 'themes';
const SCOPES: Record<
  Scope,
  { label: string; plan_ids: string[] | null; theme_ids: number[] | null }
> = {
  all: { label: 'Semua paket dan tema', plan_ids: null, theme_ids: null },
  premium: { label: 'Paket Premium', plan_ids: ['premium'], theme_ids: [] },
  vip: { label: 'Paket VIP', plan_ids: ['vip'], theme_ids: [] },
  themes: { label: 'Semua tema', plan_ids: [], theme_ids: null },
};

const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function VoucherForm() {
  const [form, setForm] = useState({
    code: '',
    kind: 'fixed',
    amount: '',
    scope: 'all' as Scope,
    usage_limit: '',
    valid_from: '',
    valid_until: '',
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const create = useAdminAction(
    () =>
      adminApi.post('/vouchers', {
        code: form.code,
        kind: form.kind,
        amount: Number(form.amount),
        plan_ids: SCOPES[form.scope].plan_ids,
        theme_ids: SCOPES[form.scope].theme_ids,
        usage_limit: form.usage_limit ? Number(form.usage_limit) : null,
        valid_from: fromLocalInput(form.valid_from),
        valid_until: fromLocalInput(form.valid_until),
      }),
    'Voucher dibuat.',
  );
  return (
    <Card title="Voucher baru">
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(undefined);
        }}
      >
        <Field label="Kode">
          <input className={inputClass} value={form.code} onChange={set('code')} required />
        </Field>
        <Field label="Jenis potongan">
          <select className={inputClass} value={form.kind} onChange={set('kind')}>
            <option value="fixed">Rupiah</option>
            <option value="percent">Persen</option>
          </select>
        </Field>
        <Field label={form.kind === 'fixed' ? 'Potongan (Rp)' : 'Potongan (%)'}>
          <input
            className={inputClass}
            inputMode="numeric"
            value={form.amount}
            onChange={set('amount')}
            required
          />
        </Field>
        <Field label="Berlaku untuk">
          <select className={inputClass} value={form.scope} onChange={set('scope')}>
            {Object.entries(SCOPES).map(([value, scope]) => (
              <option key={value} value={value}>
                {scope.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Batas pemakaian (kosong: tanpa batas)">
          <input
            className={inputClass}
            inputMode="numeric"
            value={form.usage_limit}
            onChange={set('usage_limit')}
          />
        </Field>
        <Field label="Mulai berlaku">
          <input
            type="datetime-local"
            className={inputClass}
            value={form.valid_from}
            onChange={set('valid_from')}
          />
        </Field>
        <Field label="Berakhir">
          <input
            type="datetime-local"
            className={inputClass}
            value={form.valid_until}
            onChange={set('valid_until')}
          />
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending}>
            Buat voucher
          </Button>
        </div>
      </form>
    </Card>
  );
}

function VoucherRow({ voucher }: { voucher: AdminVoucher }) {
  const toggle = useAdminAction(
    () =>
      adminApi.put(`/vouchers/${voucher.id}`, {
        ...voucher,
        valid_from: voucher.valid_from,
        valid_until: voucher.valid_until,
        active: !voucher.active,
      }),
    voucher.active ? 'Voucher dinonaktifkan.' : 'Voucher diaktifkan.',
  );
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
      data-testid={`voucher-${voucher.code}`}
    >
      <span>
        <strong className="font-mono">{voucher.code}</strong> ·{' '}
        {voucher.kind === 'fixed' ? formatRupiah(voucher.amount) : `${voucher.amount}%`} · dipakai{' '}
        {voucher.uses}
        {voucher.usage_limit !== null ? `/${voucher.usage_limit}` : ''}
        <span className="block text-xs text-stone-500">
          {toLocalInput(voucher.valid_from) ? `${dateTime(voucher.valid_from)} – ` : ''}
          {voucher.valid_until ? dateTime(voucher.valid_until) : 'tanpa batas waktu'}
        </span>
      </span>
      <Button tone="plain" onClick={() => toggle.mutate(undefined)} disabled={toggle.isPending}>
        {voucher.active ? 'Nonaktifkan' : 'Aktifkan'}
      </Button>
    </li>
  );
}

export function VouchersPanel() {
  const list = useQuery({
    queryKey: ['admin', 'vouchers'],
    queryFn: () => adminApi.get<AdminVoucher[]>('/vouchers'),
  });
  return (
    <div className="space-y-4">
      <VoucherForm />
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {(list.data ?? []).map((voucher) => (
          <VoucherRow key={voucher.id} voucher={voucher} />
        ))}
      </ul>
    </div>
  );
}
