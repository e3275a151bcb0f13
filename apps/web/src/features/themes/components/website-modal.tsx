import { useEffect, useState } from 'react';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { copyText } from '../lib/copy-text';
import { COPIED_LABEL, COPIED_MS, COPY_LABEL, WEBSITE_DIALOG_TITLE } from '../lib/website-dialog';

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
      title={WEBSITE_DIALOG_TITLE}
      description={themeName}
      onClose={onClose}
      testId="website-modal"
    >
      <WebsiteDialogBody url={url} copied={copied} onCopy={() => void copy()} />
    </Dialog>
  );
}

/**
 * The same dialog drawn empty and closed for a page without React (decision 035): the page's
 * island fills in the theme and opens it (apps/web/src/islands/theme-dialogs.ts).
 */
export function WebsiteIslandDialog() {
  return (
    <Dialog
      title={WEBSITE_DIALOG_TITLE}
      onClose={() => undefined}
      testId="website-modal"
      island="website"
    >
      <WebsiteDialogBody url="" copied={false} />
    </Dialog>
  );
}

function WebsiteDialogBody({
  url,
  copied,
  onCopy,
}: {
  url: string;
  copied: boolean;
  onCopy?: () => void;
}) {
  return (
    <>
      <label className="mt-3 block text-xs font-semibold uppercase tracking-wider text-stone-600">
        Link website
        <input
          readOnly
          value={url}
          data-slot="url"
          onFocus={(event) => event.currentTarget.select()}
          className="mt-2 block w-full truncate rounded-xl bg-stone-100 px-4 py-3 font-mono text-sm normal-case tracking-normal text-stone-800 ring-1 ring-stone-200"
        />
      </label>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={onCopy}
          data-action="copy"
          className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100"
        >
          <span hidden={!copied} data-slot="copied-icon" className="contents">
            <Check aria-hidden="true" className="size-4 text-emerald-700" />
          </span>
          <span hidden={copied} data-slot="copy-icon" className="contents">
            <Copy aria-hidden="true" className="size-4" />
          </span>
          <span aria-live="polite" data-slot="copy-label">
            {copied ? COPIED_LABEL : COPY_LABEL}
          </span>
        </button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-slot="open"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white transition hover:bg-brand-700"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Buka Website
        </a>
      </div>
    </>
  );
}
