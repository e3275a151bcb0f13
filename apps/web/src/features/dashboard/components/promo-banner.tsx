import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { parsePrice } from '@kabar/shared';
import { paths } from '@/config/paths';
import { paidThemesLabel } from '@/lib/paid-themes-label';
import { useUserThemes } from '../api/get-user-themes';

/**
 * The sidebar's promotion. An earlier client wrote '50+ Tema Premium' by hand; we count the paid
 * themes the server's catalogue really has, so the banner never promises more than there is.
 */
export function PromoBanner({ onNavigate }: { onNavigate?: () => void }) {
  const themes = useUserThemes();
  const paid = themes.data
    ? [...themes.data.owned, ...themes.data.not_owned].filter((t) => parsePrice(t.price) > 0).length
    : null;
  if (themes.data?.plan === 'vip') return null;
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white">
      <Sparkles className="size-5 text-amber-200" aria-hidden="true" />
      <p className="mt-2 font-serif text-lg leading-snug">{paidThemesLabel(paid)}</p>
      <p className="mt-1 text-xs text-brand-100">
        Musik latar, kisah cinta, amplop digital dan RSVP dalam satu undangan.
      </p>
      <Link
        to={paths.dashboard.packet.getHref()}
        onClick={onNavigate}
        className="mt-3 inline-flex rounded-full bg-white px-3 py-1.5 text-xs font-bold text-brand-700 hover:bg-brand-50"
      >
        Lihat Paket
      </Link>
    </div>
  );
}
