import { useState } from 'react';
import { AuditPanel } from './audit-panel';
import { ModerationPanel } from './moderation-panel';
import { OrdersPanel } from './orders-panel';
import { OverviewPanel } from './overview-panel';
import { PricesPanel } from './prices-panel';
import { SecondFactorGate } from './second-factor-gate';
import { UsersPanel } from './users-panel';
import { VouchersPanel } from './vouchers-panel';

const TABS = {
  overview: { label: 'Ringkasan', Panel: OverviewPanel },
  orders: { label: 'Pesanan', Panel: OrdersPanel },
  vouchers: { label: 'Voucher', Panel: VouchersPanel },
  prices: { label: 'Harga', Panel: PricesPanel },
  users: { label: 'Pengguna', Panel: UsersPanel },
  moderation: { label: 'Moderasi', Panel: ModerationPanel },
  audit: { label: 'Jejak audit', Panel: AuditPanel },
} as const;
type Tab = keyof typeof TABS;

/** The operator console (/admin): its own lazily loaded part, behind the second factor. */
export function AdminConsole() {
  const [tab, setTab] = useState<Tab>('overview');
  const { Panel } = TABS[tab];
  return (
    <SecondFactorGate>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="font-serif text-2xl text-stone-900">Konsol operator</h1>
        <nav className="mt-4 flex gap-2 overflow-x-auto pb-2" aria-label="Bagian konsol">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-current={tab === key ? 'page' : undefined}
              onClick={() => setTab(key)}
              className={`min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold ${tab === key ? 'bg-stone-900 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300'}`}
            >
              {TABS[key].label}
            </button>
          ))}
        </nav>
        <div className="mt-4">
          <Panel />
        </div>
      </div>
    </SecondFactorGate>
  );
}
