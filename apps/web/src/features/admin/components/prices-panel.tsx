import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminThemeSchema, PlanPrice } from '@kabar/shared';
import { adminApi } from '../api/admin-api';
import { Button, Card, inputClass, useAdminAction } from './admin-ui';

type AdminTheme = z.infer<typeof adminThemeSchema>;

function PriceInput({
  label,
  initial,
  onSave,
  children,
}: {
  label: string;
  initial: number;
  onSave: (price: number) => Promise<unknown>;
  children?: React.ReactNode;
}) {
  const [value, setValue] = useState(String(initial));
  const save = useAdminAction(() => onSave(Number(value)), `${label} disimpan.`);
  return (
    <form
      className="flex flex-wrap items-center gap-2 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
    >
      <span className="min-w-32 flex-1 text-sm font-medium text-stone-800">{label}</span>
      <input
        aria-label={`Harga ${label}`}
        className={`${inputClass} max-w-36`}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {children}
      <Button type="submit" tone="plain" disabled={save.isPending}>
        Simpan
      </Button>
    </form>
  );
}

function ThemeRow({ theme }: { theme: AdminTheme }) {
  const [visible, setVisible] = useState(theme.visible);
  return (
    <PriceInput
      label={`${theme.name} (${theme.tier})`}
      initial={theme.price}
      onSave={(price) => adminApi.put(`/themes/${theme.id}`, { price, visible })}
    >
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        Tampil
      </label>
    </PriceInput>
  );
}

export function PricesPanel() {
  const catalogue = useQuery({
    queryKey: ['admin', 'catalogue'],
    queryFn: () => adminApi.get<{ plans: PlanPrice[]; themes: AdminTheme[] }>('/catalogue'),
  });
  if (!catalogue.data) return <p className="text-stone-600">Memuat harga…</p>;
  return (
    <div className="space-y-4">
      <Card title="Harga paket">
        {catalogue.data.plans
          .filter((plan) => plan.id !== 'basic')
          .map((plan) => (
            <PriceInput
              key={plan.id}
              label={`Paket ${plan.name}`}
              initial={plan.price}
              onSave={(price) => adminApi.put(`/plans/${plan.id}/price`, { price })}
            />
          ))}
        <p className="mt-2 text-xs text-stone-500">
          Pesanan yang sudah dibuat tetap memakai harga saat dipesan.
        </p>
      </Card>
      <Card title="Tema">
        <div className="divide-y divide-stone-100">
          {catalogue.data.themes.map((theme) => (
            <ThemeRow key={theme.id} theme={theme} />
          ))}
        </div>
      </Card>
    </div>
  );
}
