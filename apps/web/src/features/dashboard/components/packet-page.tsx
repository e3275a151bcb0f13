import { Check, Minus } from 'lucide-react';
import { PageShell } from '@/components/ui/page-shell';
import { Link } from 'react-router';
import {
  PLAN_FEATURE_LABELS,
  PLAN_IDS,
  PLANS,
  planRank,
  type PlanFeature,
  type PlanId,
} from '@kabar/shared';
import { usePlanPrices } from '@/lib/plan-prices';
import { paths } from '@/config/paths';
import { useUserThemes } from '../api/get-user-themes';

/** The package comparison table, in its row order. */
const TABLE_ROWS: PlanFeature[] = [
  'maps',
  'countdown',
  'background_music',
  'love_story',
  'digital_envelope',
  'custom_domain',
  'rsvp',
  'guest_book',
];

function shortPrice(price: number | undefined): string {
  if (price === undefined) return '…';
  return price === 0 ? 'Free' : `Rp ${price / 1000}K`;
}

function PlanCard({ id, current }: { id: PlanId; current: PlanId | undefined }) {
  const plan = PLANS[id];
  const prices = usePlanPrices();
  const popular = id === 'premium';
  const owned = current !== undefined && planRank(id) <= planRank(current);
  const isCurrent = current === id;
  const button =
    'mt-6 inline-flex w-full justify-center rounded-full px-4 py-2.5 text-sm font-semibold';
  return (
    <article
      className={`relative flex flex-col rounded-3xl bg-white p-6 ring-1 ${popular ? 'shadow-lg ring-2 ring-brand-500' : 'ring-stone-200'}`}
    >
      {popular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
          Paling Populer
        </span>
      ) : null}
      <h2 className="font-serif text-2xl text-stone-900">{plan.name}</h2>
      <p className="mt-3">
        <span className="text-4xl font-bold text-stone-900">{shortPrice(prices?.[id])}</span>
        <span className="text-sm text-stone-500">/Selamanya</span>
      </p>
      <ul className="mt-5 space-y-2 text-sm text-stone-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
            {PLAN_FEATURE_LABELS[feature]}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {id === 'basic' ? (
          <Link
            to={paths.dashboard.setTheme.getHref()}
            className={`${button} ring-1 ring-stone-300 text-stone-800 hover:bg-stone-100`}
          >
            Paket Sekarang
          </Link>
        ) : owned ? (
          <span className={`${button} bg-stone-100 text-stone-500`}>
            {isCurrent ? 'Paket Kamu Saat Ini' : 'Sudah Termasuk'}
          </span>
        ) : (
          <Link
            to={`${paths.checkout.getHref()}?plan=${id}`}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Upgrade Sekarang
          </Link>
        )}
      </div>
    </article>
  );
}

export function PacketPage() {
  const themes = useUserThemes();
  const current = themes.data?.plan;
  return (
    <PageShell
      width="wide"
      eyebrow="Paket"
      title="Temukan Paket Undangan Terbaikmu"
      description={
        current ? (
          <>
            Paket kamu saat ini: <strong>{PLANS[current].name}</strong>
          </>
        ) : null
      }
    >
      <div className="grid gap-6 md:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} id={id} current={current} />
        ))}
      </div>
      <div className="mt-12 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Perbandingan fitur paket</caption>
          <thead>
            <tr className="border-b border-stone-200 text-left">
              <th scope="col" className="p-3 font-semibold text-stone-700 sm:p-4">
                Fitur
              </th>
              {PLAN_IDS.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className="px-2 py-3 text-center font-semibold text-stone-900 sm:p-4"
                >
                  {PLANS[id].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TABLE_ROWS.map((feature) => (
              <tr key={feature} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="p-3 text-left font-normal text-stone-700 sm:p-4">
                  {PLAN_FEATURE_LABELS[feature]}
                </th>
                {PLAN_IDS.map((id) => (
                  <td key={id} className="px-2 py-3 text-center sm:p-4">
                    {PLANS[id].features.includes(feature) ? (
                      <Check className="mx-auto size-5 text-emerald-600" aria-label="Termasuk" />
                    ) : (
                      <Minus
                        className="mx-auto size-5 text-stone-300"
                        aria-label="Tidak termasuk"
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-stone-500">
        *Harga sekali bayar, tanpa biaya bulanan/tahunan.
      </p>
    </PageShell>
  );
}
