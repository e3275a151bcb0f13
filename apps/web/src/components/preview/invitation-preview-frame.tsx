import { useEffect, useId, useRef, useState } from 'react';
import type { LivePreviewInput } from '@kabar/shared/invitation-api';
import { sessionForXhr } from '@/lib/api-client';

/** How long typing pauses before the preview redraws. */
export const PREVIEW_DELAY_MS = 500;

/** Seconds left on the access token (a JWT); the preview posts it, so it must not be stale. */
function secondsLeft(authorization: string | undefined): number {
  const token = authorization?.replace(/^Bearer /, '');
  try {
    const payload = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return (payload as { exp: number }).exp - Date.now() / 1000;
  } catch {
    return 0;
  }
}

async function freshToken(): Promise<string> {
  let authorization = sessionForXhr.headers().Authorization;
  if (secondsLeft(authorization) < 60) {
    await sessionForXhr.refreshAfter401('/pratinjau/langsung');
    authorization = sessionForXhr.headers().Authorization;
  }
  return authorization?.replace(/^Bearer /, '') ?? '';
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
