import { Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Theme } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { ThemeCard } from '@/components/theme/theme-card';
import { paths } from '@/config/paths';
import { InvitationPanel } from './invitation-panel';
import { TryThemeButton } from './try-theme-button';

const primary =
  'rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';
const secondary =
  'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100';

/**
 * A theme the couple may use: 'Edit Undangan' on the one their invitation is shown in, 'Pakai
 * Tema' on the others (a confirmed switch once there is an invitation), and 'Bagikan' when there
 * is a link to share.
 */
export function OwnedThemeCard({
  theme,
  invitation,
  hasDraft,
  onShare,
  onSwitch,
}: {
  theme: Theme;
  invitation: InvitationDto | undefined;
  hasDraft: boolean;
  onShare: (() => void) | null;
  /** Set when the couple has an invitation in another theme: Pakai Tema switches its look. */
  onSwitch: (() => void) | null;
}) {
  const label = invitation ? 'Edit Undangan' : hasDraft ? 'Lanjutkan Mengisi' : 'Pakai Tema';
  return (
    <ThemeCard
      theme={theme}
      actions={
        <>
          {invitation ? <InvitationPanel invitation={invitation} /> : null}
          {onSwitch && !invitation ? (
            <button
              type="button"
              onClick={onSwitch}
              className={primary}
              aria-label={`Pakai Tema: ${theme.theme_name}`}
            >
              Pakai Tema
            </button>
          ) : (
            <Link
              to={paths.dashboard.personalInformation.getHref(theme.theme_id)}
              className={primary}
              aria-label={`${label}: ${theme.theme_name}`}
            >
              {label}
            </Link>
          )}
          {onSwitch && !invitation ? <TryThemeButton theme={theme} owned /> : null}
          {onShare ? (
            <button type="button" onClick={onShare} className={secondary}>
              <Share2 className="size-4" aria-hidden="true" />
              Bagikan
            </button>
          ) : null}
        </>
      }
    />
  );
}
