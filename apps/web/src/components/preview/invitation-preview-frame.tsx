import { useEffect, useId, useRef, useState } from 'react';
import type { LivePreviewInput } from '@kabar/shared/invitation-api';
import { sessionForXhr } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session-storage';

/** How long typing pauses before the preview redraws. */
export const PREVIEW_DELAY_MS = 500;

/** The access token goes in the form post, so it must outlive the request: renewed first if not. */
async function freshToken(): Promise<string> {
  if (getAccessToken(Date.now() + 60_000) === null) {
    await sessionForXhr.refreshAfter401('/pratinjau/langsung');
  }
  return getAccessToken() ?? '';
}

/**
 * The couple's invitation as guests will see it, drawn by the server from the values as typed.
 * A form posts into the frame (rather than an HTML string put into it), so the page keeps the
 * invitation pages' own security headers, as guests get them.
 */
export function InvitationPreviewFrame({
  input,
  title,
  className = '',
}: {
  input: LivePreviewInput;
  title: string;
  className?: string;
}) {
  const name = `pratinjau-${useId().replace(/:/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const payload = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(true);
  const serialized = JSON.stringify(input);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      const value = await freshToken();
      if (cancelled || !form.current) return;
      token.current!.value = value;
      payload.current!.value = serialized;
      setLoading(true);
      form.current.submit();
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [serialized]);

  return (
    <div className={`relative overflow-hidden bg-white ${className}`}>
      <form ref={form} method="post" action="/pratinjau/langsung" target={name} hidden>
        <input ref={token} type="hidden" name="token" />
        <input ref={payload} type="hidden" name="payload" />
      </form>
      <iframe
        name={name}
        title={title}
        onLoad={() => setLoading(false)}
        className="size-full border-0"
      />
      {loading ? (
        <p
          role="status"
          className="absolute right-3 top-3 rounded-full bg-stone-900/75 px-3 py-1 text-xs font-semibold text-white"
        >
          Memperbarui pratinjau...
        </p>
      ) : null}
    </div>
  );
}
