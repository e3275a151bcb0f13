import { useEffect } from 'react';

export const TOAST_MS = 3_000;

/** The spec's toast: success or error, closing itself after 3 s. */
export function Toast({
  message,
  tone = 'success',
  onClose,
}: {
  message: string;
  tone?: 'success' | 'error';
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <div
      role="status"
      className={`fixed inset-x-4 bottom-6 z-50 mx-auto max-w-sm rounded-xl px-4 py-3 text-sm font-semibold text-white shadow-lg sm:inset-x-auto sm:right-6 ${tone === 'success' ? 'bg-emerald-700' : 'bg-red-700'}`}
    >
      {message}
    </div>
  );
}
