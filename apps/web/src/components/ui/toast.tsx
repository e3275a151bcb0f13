import { CheckCircle2, X, XCircle } from 'lucide-react';
import { dismissToast, useToasts } from './toast-store';

export { toast } from './toast-store';

const DESK_PREFIX = '/checkin/';

/**
 * Where toasts appear: top centre on phones, top right on larger screens; at the check-in desk
 * at the bottom, so they never cover the arrivals counter in its sticky header. Mounted once,
 * outside the router (and prerendered without a window): it reads the address each time a toast
 * changes what it draws.
 */
export function Toaster() {
  const toasts = useToasts();
  const atDesk = typeof window !== 'undefined' && window.location.pathname.startsWith(DESK_PREFIX);
  return (
    <div
      aria-live="polite"
      data-placement={atDesk ? 'bottom' : 'top'}
      className={`pointer-events-none fixed inset-x-0 z-[200] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end ${atDesk ? 'bottom-3' : 'top-3'}`}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${item.kind}`}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ring-1 ${
            item.kind === 'success'
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
              : 'bg-red-50 text-red-900 ring-red-200'
          }`}
        >
          {item.kind === 'success' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
          )}
          <div className="min-w-0 flex-1">
            <p>{item.message}</p>
            {item.link ? (
              <a
                href={item.link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all font-semibold underline underline-offset-2"
              >
                {item.link.label}
              </a>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            aria-label="Tutup notifikasi"
            className="-m-1 rounded p-1 opacity-60 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
