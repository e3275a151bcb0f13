import { ExternalLink } from 'lucide-react';
import {
  DEMO_FRAME_CLASS,
  DEMO_PARTS,
  demoPartUrl,
  demoTitle,
  TAG_CLASS,
  type DemoPart,
} from './theme-detail';

/** What the detail dialog shows; the app's dialog and the islands' empty one draw the same. */
export function ThemeDetailBody({
  themeName,
  badge,
  description,
  tags,
  demoUrl,
  part,
  onPart,
}: {
  themeName: string;
  badge: string;
  description: string;
  tags: string[];
  demoUrl?: string;
  part: DemoPart;
  onPart?: (part: DemoPart) => void;
}) {
  return (
    <div data-testid="theme-detail">
      <p data-slot="badge" className="text-sm font-semibold text-stone-800">
        {badge}
      </p>
      <p data-slot="description" className="mt-1 text-sm text-stone-700">
        {description}
      </p>
      <ul data-slot="tags" className="mt-3 flex flex-wrap gap-2" aria-label="Label tema">
        {tags.map((tag) => (
          <li key={tag} className={TAG_CLASS}>
            {tag}
          </li>
        ))}
      </ul>
      <div
        role="group"
        aria-label="Lihat bagian undangan"
        className="mt-4 grid grid-cols-4 gap-1.5"
      >
        {DEMO_PARTS.map((item) => (
          <button
            key={item.label}
            type="button"
            aria-pressed={part === item.anchor}
            onClick={() => onPart?.(item.anchor)}
            data-action="demo-part"
            data-part={item.anchor}
            className="rounded-full px-2 py-2 text-xs font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-0 aria-pressed:hover:bg-brand-600 sm:text-sm"
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="mx-auto mt-4 w-full max-w-[360px] overflow-hidden rounded-[2rem] bg-stone-900 p-2">
        {demoUrl === undefined ? (
          // The islands' empty dialog holds no frame: an iframe in the page's HTML makes a blank
          // document while the page loads, 13-20 ms of a phone's main thread after its first
          // paint. The island makes the frame when a theme is opened (islands/theme-dialogs.ts).
          <div data-slot="demo-frame" className={DEMO_FRAME_CLASS} />
        ) : (
          <iframe
            title={demoTitle(themeName)}
            src={demoPartUrl(demoUrl, part)}
            data-slot="demo"
            className={DEMO_FRAME_CLASS}
          />
        )}
      </div>
      <a
        // The islands' empty dialog links nowhere until a theme fills it (a link needs an href).
        href={demoUrl ?? ''}
        target="_blank"
        rel="noopener noreferrer"
        data-slot="open"
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-stone-900 px-5 py-3 text-sm font-semibold text-white hover:bg-stone-800"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Buka Demo Langsung
      </a>
    </div>
  );
}
