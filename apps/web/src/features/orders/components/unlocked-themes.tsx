import { Link } from 'react-router';
import type { OrderDto } from '@kabar/shared';
import { ThemeCard } from '@/components/theme/theme-card';
import { paths } from '@/config/paths';
import { useUnlocked } from '../api/get-unlocked-themes';

const SHOWN = 3;

/** After a paid order: the plan now active, as the server enforces it, and the themes it opens. */
export function UnlockedThemes({ order }: { order: OrderDto }) {
  const unlocked = useUnlocked(order);
  if (unlocked.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Memuat tema"
        className="h-40 animate-pulse rounded-2xl bg-stone-200"
      />
    );
  }
  if (unlocked.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        Error: {unlocked.error.message}
      </p>
    );
  }
  const { plan, themes } = unlocked.data;
  return (
    <section aria-labelledby="unlocked-title" className="space-y-4">
      <p
        data-testid="active-plan"
        className="rounded-xl bg-white px-4 py-3 text-stone-700 ring-1 ring-stone-200"
      >
        Paket aktif: <strong className="text-stone-900">{plan.plan_name}</strong>
      </p>
      <h2 id="unlocked-title" className="font-serif text-2xl text-stone-900">
        Tema yang sekarang bisa kamu pakai
      </h2>
      {themes.length === 0 ? (
        <p className="text-stone-600">Belum ada tema berbayar yang terbuka untukmu.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {themes.slice(0, SHOWN).map((theme) => (
            <ThemeCard
              key={theme.theme_id}
              theme={theme}
              actions={
                // Through Atur Tema, which warns before a new look reaches a live invitation.
                <Link
                  to={paths.dashboard.useTheme.getHref(theme.theme_id)}
                  className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  Pakai Tema
                </Link>
              }
            />
          ))}
        </div>
      )}
      {themes.length > SHOWN ? (
        <Link
          to={paths.dashboard.setTheme.getHref()}
          className="inline-flex text-sm font-semibold text-brand-700 hover:underline"
        >
          Lihat semua tema ({themes.length})
        </Link>
      ) : null}
    </section>
  );
}
