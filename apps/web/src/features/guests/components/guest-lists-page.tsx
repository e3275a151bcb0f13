import { Link } from 'react-router';
import { ArrowLeft, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useGuestLists } from '../api/get-guest-lists';

/** Which invitation's guests: the couple usually has one, sometimes a separate reception. */
export function GuestListsPage() {
  const query = useGuestLists();
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={paths.dashboard.setTheme.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-brand-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Kembali ke Dashboard
      </Link>
      <h1 className="mt-3 font-serif text-3xl text-stone-900">Tamu Undangan</h1>
      <p className="mt-2 text-stone-600">
        Pilih undangan untuk mengelola daftar tamu, pengiriman WhatsApp, check-in dan catatan
        amplop.
      </p>
      <div className="mt-8">
        {query.isPending ? (
          <p className="text-stone-600" aria-busy="true">
            Memuat undangan...
          </p>
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
            <p>Error: {query.error.message}</p>
            <button
              type="button"
              className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white"
              onClick={() => void query.refetch()}
            >
              Coba Lagi
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
            <h2 className="font-serif text-xl text-stone-900">Belum Ada Undangan</h2>
            <p className="mt-2 text-stone-600">
              Buat undanganmu dulu; setelah itu daftar tamunya bisa diisi di sini.
            </p>
            <Link
              to={paths.dashboard.setTheme.getHref()}
              className="mt-4 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white"
            >
              Pilih Tema
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4">
            {query.data.map((invitation) => (
              <li key={invitation.id}>
                <Link
                  to={paths.dashboard.guests.getHref(invitation.id)}
                  className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:ring-brand-300"
                >
                  <span className="rounded-full bg-brand-50 p-3 text-brand-700">
                    <Users className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-serif text-xl text-stone-900">
                      {invitation.coupleNames}
                    </span>
                    <span className="block text-sm text-stone-600">
                      {invitation.eventDate ?? 'Tanggal belum diisi'} ·{' '}
                      {invitation.guestCount.toLocaleString('id-ID')} tamu
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
