import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Theme } from '@kabar/shared/theme';
import { THEME_COLOURS, THEME_CULTURES, THEME_STYLES } from '@kabar/shared/theme-tags';
import { priceBadge } from '@kabar/shared/money';
import { Dialog } from '@/components/ui/dialog';

/** The parts of a demo invitation the detail view jumps to, by the page's own anchors. */
const PARTS = [
  { anchor: '', label: 'Sampul' },
  { anchor: 'mempelai', label: 'Mempelai' },
  { anchor: 'akad', label: 'Acara' },
  { anchor: 'galeri', label: 'Galeri' },
] as const;

/**
 * A theme up close: its live demo invitation at phone size, with buttons that scroll it to the
 * cover, the couple, the events and the gallery, and a link that opens the demo on its own.
 */
export function ThemeDetailDialog({
  theme,
  demoUrl,
  onClose,
}: {
  theme: Theme;
  demoUrl: string;
  onClose: () => void;
}) {
  const [part, setPart] = useState<(typeof PARTS)[number]['anchor']>('');
  const tags = [
    THEME_STYLES[theme.tags.style],
    THEME_CULTURES[theme.tags.culture],
    THEME_COLOURS[theme.tags.colour],
  ];

  return (
    <Dialog wide title={`Tema ${theme.theme_name}`} onClose={onClose}>
      <div data-testid="theme-detail">
        <p className="text-sm font-semibold text-stone-800">{priceBadge(theme.price)}</p>
        <p className="mt-1 text-sm text-stone-700">{theme.description}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Label tema">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-stone-100 px-3 py-1 text-xs text-stone-700">
              {tag}
            </li>
          ))}
        </ul>
        <div
          role="group"
          aria-label="Lihat bagian undangan"
          className="mt-4 grid grid-cols-4 gap-1.5"
        >
          {PARTS.map((item) => (
            <button
              key={item.label}
              type="button"
              aria-pressed={part === item.anchor}
              onClick={() => setPart(item.anchor)}
              className={`rounded-full px-2 py-2 text-xs font-semibold transition sm:text-sm ${
                part === item.anchor
                  ? 'bg-brand-600 text-white'
                  : 'text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100'
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div className="mx-auto mt-4 w-full max-w-[360px] overflow-hidden rounded-[2rem] bg-stone-900 p-2">
          <iframe
            title={`Demo undangan tema ${theme.theme_name}`}
            src={part ? `${demoUrl}#${part}` : demoUrl}
            className="block h-[56vh] max-h-[640px] min-h-[400px] w-full rounded-[1.5rem] bg-white"
          />
        </div>
        <a
          href={demoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-stone-900 px-5 py-3 text-sm font-semibold text-white hover:bg-stone-800"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Buka Demo Langsung
        </a>
      </div>
    </Dialog>
  );
}
