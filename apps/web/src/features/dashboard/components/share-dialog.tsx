import { Check, Copy, Send, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

export const COPIED_MS = 2000;

function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: select the field and use the legacy command.
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** 'Bagikan Undangan': the link to copy, then the device's share sheet or WhatsApp and Telegram. */
export function ShareDialog({
  open,
  onClose,
  title,
  url,
}: {
  open: boolean;
  onClose: () => void;
  /** What the link is shared as: the couple's names once the invitation exists. */
  title: string;
  url: string;
}) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const native = open && canShareNatively();
  const text = title;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(url, input.current)) setCopied(true);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Bagikan Undangan" description={title}>
      <label htmlFor="share-link" className="mt-3 block text-sm font-semibold text-stone-700">
        Link undangan
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1.5 rounded-xl bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          Salin
        </button>
      </div>
      <p role="status" className="mt-2 h-5 text-sm font-semibold text-emerald-700">
        {copied ? 'Link berhasil disalin!' : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {native ? (
          <button
            type="button"
            onClick={() => void navigator.share({ title: text, url }).catch(() => undefined)}
            className="inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white"
          >
            <Share2 className="size-4" aria-hidden="true" />
            Bagikan via Aplikasi
          </button>
        ) : (
          <>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
            >
              <Share2 className="size-4" aria-hidden="true" />
              WhatsApp
            </a>
            <a
              href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
            >
              <Send className="size-4" aria-hidden="true" />
              Telegram
            </a>
          </>
        )}
      </div>
    </Dialog>
  );
}
