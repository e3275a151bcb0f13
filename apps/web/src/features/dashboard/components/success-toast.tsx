import { CircleCheck, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

export const TOAST_MS = 3000;

/** The spec's toast: success, closes itself after 3 s (or at once with its button). */
export function SuccessToast({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-2xl bg-emerald-700 p-4 text-white shadow-lg lg:left-auto lg:right-6"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">{children}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Tutup"
        className="rounded-full p-0.5 hover:bg-emerald-800"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
