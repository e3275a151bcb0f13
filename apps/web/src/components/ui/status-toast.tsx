import { useEffect, useState } from 'react';

export interface Status {
  kind: 'success' | 'error';
  text: string;
  /** Changes for every new message, so the same text twice still shows again. */
  id: number;
}

export const TOAST_MS = 3_000;

/** The spec's toast: success or error, read out by screen readers, gone after 3 s. */
export function StatusMessage({ status }: { status: Status | null }) {
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setHiddenId(status.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const visible = status && hiddenId !== status.id;
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {visible ? (
        <p
          role="status"
          className={`pointer-events-auto max-w-md rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${status.kind === 'success' ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

let counter = 0;
export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  return {
    status,
    success: (text: string) => setStatus({ kind: 'success', text, id: ++counter }),
    error: (text: string) => setStatus({ kind: 'error', text, id: ++counter }),
  };
}
