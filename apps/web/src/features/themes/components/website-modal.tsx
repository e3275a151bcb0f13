import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy, ExternalLink, X } from 'lucide-react';
import { useFocusTrap } from '@/components/layout/use-focus-trap';
import { copyText } from '../lib/copy-text';

/** How long 'Tersalin!' stays on the button (product spec, section 9: copy confirmation 2 s). */
export const COPIED_MS = 2000;

/** 'Website Undangan': the theme's demo invitation link, to copy or to open in a new tab. */
export function WebsiteModal({
  themeName,
  url,
  onClose,
}: {
  themeName: string;
  url: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  useFocusTrap(dialog, true, onClose);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(url)) setCopied(true);
  }

  return (
    <div className="fixed inset-0 z-50 grid place-items-end p-0 sm:place-items-center sm:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 h-full w-full animate-[fade-in_150ms_ease-out] bg-stone-900/50"
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="website-modal"
        className="relative w-full animate-[sheet-in_200ms_ease-out] rounded-t-3xl bg-white p-6 shadow-2xl sm:max-w-md sm:rounded-3xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="font-serif text-2xl text-stone-900">
              Website Undangan
            </h2>
            <p className="mt-1 text-sm text-stone-600">{themeName}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Tutup"
            className="grid size-10 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <label className="mt-5 block text-xs font-semibold uppercase tracking-wider text-stone-600">
          Link website
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 block w-full truncate rounded-xl bg-stone-100 px-4 py-3 font-mono text-sm normal-case tracking-normal text-stone-800 ring-1 ring-stone-200"
          />
        </label>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            data-autofocus
            onClick={() => void copy()}
            className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100"
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <span aria-live="polite">{copied ? 'Tersalin!' : 'Copy Link'}</span>
          </button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white transition hover:bg-brand-700"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Buka Website
          </a>
        </div>
      </div>
    </div>
  );
}
