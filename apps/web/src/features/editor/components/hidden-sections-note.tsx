import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionOrderView } from '@kabar/shared';
import { paths } from '@/config/paths';

function reasonOf({ visibility }: SectionOrderView['hidden'][number]): string {
  return visibility.reason === 'locked'
    ? `Butuh paket ${visibility.planName}.`
    : `Dimatikan. Nyalakan di langkah ${visibility.step}, bagian ${visibility.formSection}.`;
}

/** The sections left out of the list, so the couple knows they are hidden on purpose and why. */
export function HiddenSectionsNote({ hidden }: { hidden: SectionOrderView['hidden'] }) {
  if (!hidden.length) return null;
  const locked = hidden.some(({ visibility }) => visibility.reason === 'locked');
  return (
    <section
      aria-labelledby="hidden-sections-title"
      className="mt-6 rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-700"
      data-testid="hidden-sections"
    >
      <h2
        id="hidden-sections-title"
        className="flex items-center gap-2 font-semibold text-stone-800"
      >
        <EyeOff className="size-4" aria-hidden="true" />
        Tidak tampil di undangan
      </h2>
      <ul className="mt-2 space-y-1">
        {hidden.map((entry) => (
          <li key={entry.id} data-section={entry.id}>
            <span className="font-medium text-stone-800">{entry.name}</span>: {reasonOf(entry)}
          </li>
        ))}
      </ul>
      {locked ? (
        <Link
          to={paths.dashboard.packet.getHref()}
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          Lihat paket
        </Link>
      ) : null}
    </section>
  );
}
