import { Link } from 'react-router';
import { Check, Minus } from 'lucide-react';
import { formatRupiah } from '@kabar/shared/money';
import { PLAN_FEATURE_LABELS, PLAN_FEATURES, PLANS, type PlanId } from '@kabar/shared/plans';
import { usePlanPrices } from '@/lib/plan-prices';
import { paths } from '@/config/paths';
import { SECTION_IDS } from '@/components/layout/scroll-to-section';
import { useSessionUser } from '@/components/layout/use-session-user';
import { SectionHeading } from './section-heading';

interface PlanCopy {
  tagline: string;
  themes: string;
  badge?: string;
  button: string;
  highlight?: 'brand' | 'dark';
}

const PLAN_COPY: Record<PlanId, PlanCopy> = {
  basic: {
    tagline: 'Untuk mulai mencoba dan acara yang sederhana.',
    themes: 'Semua tema gratis',
    button: 'Akses Sekarang',
  },
  premium: {
    tagline: 'Paling pas untuk sebagian besar pasangan.',
    themes: 'Tema Basic dan Premium',
    badge: 'BEST VALUE',
    button: 'Beli',
    highlight: 'brand',
  },
  vip: {
    tagline: 'Semua fitur untuk hari yang paling berkesan.',
    themes: 'Semua tema, termasuk VIP',
    badge: 'ULTIMATE EXPERIENCE',
    button: 'Beli',
    highlight: 'dark',
  },
};

function planHref(id: PlanId, signedIn: boolean): string {
  if (id !== 'basic') return `${paths.checkout.getHref()}?plan=${id}`;
  return signedIn ? paths.dashboard.setTheme.getHref() : paths.register.getHref();
}

/** The package comparison: Basic free, Premium and VIP paid once, features from the plan rules. */
export function BundleSection() {
  const prices = usePlanPrices();
  const signedIn = useSessionUser() !== null;
  return (
    <section
      id={SECTION_IDS.bundle}
      aria-labelledby="bundle-heading"
      className="scroll-mt-16 bg-gradient-to-b from-stone-50 to-brand-50/60"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="bundle-heading"
          eyebrow="Bundle"
          title="Pilih paket sesuai kebutuhanmu"
          text="Sekali bayar, berlaku selamanya. Tanpa biaya bulanan atau tahunan."
        />
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {(['basic', 'premium', 'vip'] as const).map((id) => {
            const plan = PLANS[id];
            const copy = PLAN_COPY[id];
            const dark = copy.highlight === 'dark';
            return (
              <li
                key={id}
                data-testid={`plan-${id}`}
                className={`relative flex flex-col rounded-3xl p-8 ${
                  dark
                    ? 'bg-stone-900 text-stone-100 shadow-xl'
                    : copy.highlight === 'brand'
                      ? 'bg-white shadow-xl ring-2 ring-brand-500'
                      : 'bg-white shadow-sm ring-1 ring-stone-200'
                }`}
              >
                {copy.badge ? (
                  <span
                    className={`absolute -top-3.5 left-8 rounded-full px-4 py-1 text-xs font-bold tracking-wider ${dark ? 'bg-amber-300 text-stone-900' : 'bg-brand-600 text-white'}`}
                  >
                    {copy.badge}
                  </span>
                ) : null}
                <h3 className={`text-xl font-bold ${dark ? 'text-white' : 'text-stone-900'}`}>
                  {plan.name}
                </h3>
                <p className={`mt-1 text-sm ${dark ? 'text-stone-300' : 'text-stone-600'}`}>
                  {copy.tagline}
                </p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className={`font-serif text-4xl ${dark ? 'text-white' : 'text-stone-900'}`}>
                    {prices === undefined
                      ? '…'
                      : prices[id] === 0
                        ? 'Free'
                        : formatRupiah(prices[id])}
                  </span>
                  <span className={`text-sm ${dark ? 'text-stone-300' : 'text-stone-600'}`}>
                    /selamanya
                  </span>
                </p>
                <ul className="mt-7 flex-1 space-y-3 text-sm">
                  <li className="flex items-center gap-3 font-semibold">
                    <Check
                      aria-hidden="true"
                      className={`size-5 shrink-0 ${dark ? 'text-amber-300' : 'text-emerald-700'}`}
                    />
                    {copy.themes}
                  </li>
                  {PLAN_FEATURES.map((feature) => {
                    const included = plan.features.includes(feature);
                    return (
                      <li
                        key={feature}
                        className={`flex items-center gap-3 ${included ? '' : dark ? 'text-stone-400' : 'text-stone-500'}`}
                      >
                        {included ? (
                          <Check
                            aria-hidden="true"
                            className={`size-5 shrink-0 ${dark ? 'text-amber-300' : 'text-emerald-700'}`}
                          />
                        ) : (
                          <Minus aria-hidden="true" className="size-5 shrink-0" />
                        )}
                        <span className={included ? '' : 'line-through decoration-1'}>
                          {PLAN_FEATURE_LABELS[feature]}
                        </span>
                        <span className="sr-only">
                          {included ? '(termasuk)' : '(tidak termasuk)'}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <Link
                  to={planHref(id, signedIn)}
                  data-signed-in-href={planHref(id, true)}
                  aria-label={`${copy.button} paket ${plan.name}`}
                  className={`mt-8 inline-flex justify-center rounded-full px-6 py-3.5 text-sm font-semibold transition ${
                    dark
                      ? 'bg-amber-300 text-stone-900 hover:bg-amber-200'
                      : copy.highlight === 'brand'
                        ? 'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700'
                        : 'bg-stone-900 text-white hover:bg-stone-800'
                  }`}
                >
                  {copy.button}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-stone-600">
          *Harga sekali bayar, tanpa biaya bulanan/tahunan. Pembayaran lewat QRIS, e-wallet, virtual
          account atau transfer bank.
        </p>
      </div>
    </section>
  );
}
