import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function FlowLoading({ text = 'Memuat konfigurasi form...' }: { text?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-stone-600">
      <LoaderCircle className="size-7 animate-spin text-brand-600" aria-hidden="true" />
      {text}
    </div>
  );
}

/** A stop in the flow (missing theme, failed load) with the way forward. */
export function FlowMessage({ message, retry = false }: { message: string; retry?: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-md rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200"
    >
      <CircleAlert className="mx-auto size-8 text-red-600" aria-hidden="true" />
      <p className="mt-3 font-semibold text-stone-900">{message}</p>
      <div className="mt-5 flex justify-center gap-2">
        {retry ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Coba Lagi
          </button>
        ) : null}
        <Link
          to={paths.dashboard.setTheme.getHref()}
          className="rounded-full px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Kembali ke Atur Tema
        </Link>
      </div>
    </div>
  );
}
