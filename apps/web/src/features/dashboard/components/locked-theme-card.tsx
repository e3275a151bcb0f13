import { Lock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PLANS, type Theme } from '@kabar/shared';
import { ThemeCard } from '@/components/theme/theme-card';
import { paths } from '@/config/paths';
import { TryThemeButton } from './try-theme-button';

/**
 * A theme outside the couple's plan. The whole card opens the form, as every card does, so they
 * can try it; the lock says which plan opens it, with the ways to get it.
 */
export function LockedThemeCard({
  theme,
  hasInvitation,
}: {
  theme: Theme;
  hasInvitation: boolean;
}) {
  const navigate = useNavigate();
  const formHref = paths.dashboard.personalInformation.getHref(theme.theme_id);
  const plan = PLANS[theme.theme_type.theme_type_name];

  function openForm(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(formHref);
  }

  return (
    // Pointer convenience only: keyboard and screen-reader users have the links inside the card.
    <div onClick={openForm} className="cursor-pointer" data-testid="locked-theme">
      <ThemeCard
        theme={theme}
        actions={
          <>
            <p className="flex basis-full items-center gap-1.5 text-xs font-semibold text-amber-800">
              <Lock className="size-4" aria-hidden="true" />
              Termasuk paket {plan.name}
            </p>
            <Link
              to={formHref}
              className="rounded-full bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              aria-label={`Coba tema ${theme.theme_name}`}
            >
              Coba Tema
            </Link>
            {hasInvitation ? <TryThemeButton theme={theme} owned={false} /> : null}
            <Link
              to={`${paths.checkout.getHref()}?plan=${plan.id}`}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-amber-800 ring-1 ring-amber-300 hover:bg-amber-50"
            >
              <Lock className="size-4" aria-hidden="true" />
              Upgrade
            </Link>
            <Link
              to={`${paths.checkout.getHref()}?theme=${theme.theme_id}`}
              className="rounded-full px-3 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
            >
              Beli Tema
            </Link>
          </>
        }
      />
    </div>
  );
}
