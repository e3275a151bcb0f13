import { useEffect, useState } from 'react';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { copyText } from '../lib/copy-text';

/** How long 'Tersalin!' stays on the button, as on every copy button. */
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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(url)) setCopied(true);
  }

  return (
    <Dialog
      title="Website Undangan"
      description={themeName}
      onClose={onClose}
      testId="website-modal"
    >
      <label className="mt-3 block text-xs font-semibold uppercase tracking-wider text-stone-600">
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
    </Dialog>
  );
}
