import { ribbonTier } from '@kabar/shared/theme-tier';

const RIBBON_STYLE = {
  basic: 'bg-emerald-700',
  premium: 'bg-brand-600',
  vip: 'bg-amber-700',
} as const;

/** The corner ribbon: basic, premium or vip by price (ribbonTier). */
export function ThemeRibbon({ price }: { price: string }) {
  const tier = ribbonTier(price);
  return (
    <span
      data-ribbon={tier}
      className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider text-white shadow ${RIBBON_STYLE[tier]}`}
    >
      {tier}
    </span>
  );
}
