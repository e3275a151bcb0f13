import { useState } from 'react';
import { Link } from 'react-router';
import { Globe, Share2 } from 'lucide-react';
import type { Theme } from '@kabar/shared/theme';
import { parsePrice } from '@kabar/shared/money';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/components/layout/use-session-user';
import { shareTheme } from '../lib/share-theme';
import { WebsiteModal } from './website-modal';

const primary =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700';
const secondary =
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-full px-3.5 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100';

/**
 * The public card's buttons: 'Beli Tema' for a paid theme (to checkout), 'Lihat Tema' otherwise
 * (the demo invitation when there is one, else the place to start with the theme), and, when the
 * theme has a demo invitation, Website and Share.
 */
export function ThemeCardActions({ theme }: { theme: Theme }) {
  const [websiteOpen, setWebsiteOpen] = useState(false);
  const signedIn = useSessionUser() !== null;
  const paid = parsePrice(theme.price) > 0;
  const website = theme.website_url;

  return (
    <>
      {paid ? (
        <Link
          to={`${paths.checkout.getHref()}?theme=${theme.theme_id}`}
          aria-label={`Beli Tema ${theme.theme_name}`}
          className={primary}
        >
          Beli Tema
        </Link>
      ) : website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Lihat Tema ${theme.theme_name}`}
          className={primary}
        >
          Lihat Tema
        </a>
      ) : (
        <Link
          to={signedIn ? paths.dashboard.setTheme.getHref() : paths.register.getHref()}
          data-signed-in-href={paths.dashboard.setTheme.getHref()}
          aria-label={`Lihat Tema ${theme.theme_name}`}
          className={primary}
        >
          Lihat Tema
        </Link>
      )}
      {website ? (
        <>
          <button
            type="button"
            onClick={() => setWebsiteOpen(true)}
            data-action="website"
            aria-label={`Website undangan ${theme.theme_name}`}
            className={secondary}
          >
            <Globe aria-hidden="true" className="size-4" />
            Website
          </button>
          <button
            type="button"
            onClick={() => void shareTheme({ theme_name: theme.theme_name, website_url: website })}
            data-action="share"
            aria-label={`Share undangan ${theme.theme_name}`}
            className={secondary}
          >
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </button>
          {websiteOpen ? (
            <WebsiteModal
              themeName={theme.theme_name}
              url={website}
              onClose={() => setWebsiteOpen(false)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
