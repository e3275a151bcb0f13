import { Users } from 'lucide-react';
import { InvitationLinkCard } from '@/components/ui/invitation-link-card';
import { NoInvitationYet } from '@/components/ui/no-invitation-yet';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { useGuestLists } from '../api/get-guest-lists';

/** Which invitation's guests: the couple usually has one, sometimes a separate reception. */
export function GuestListsPage() {
  const query = useGuestLists();
  return (
    <PageShell
      eyebrow="Daftar Tamu"
      title="Tamu Undangan"
      description="Pilih undangan untuk mengelola daftar tamu, pengiriman WhatsApp, check-in dan catatan amplop."
    >
      <div>
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
          <NoInvitationYet>
            Buat undanganmu dulu; setelah itu daftar tamunya bisa diisi di sini.
          </NoInvitationYet>
        ) : (
          <ul className="grid gap-4">
            {query.data.map((invitation) => (
              <li key={invitation.id}>
                <InvitationLinkCard
                  to={paths.dashboard.guests.getHref(invitation.id)}
                  icon={<Users className="h-6 w-6" aria-hidden="true" />}
                  title={invitation.coupleNames}
                >
                  <span className="block text-sm text-stone-600">
                    {invitation.eventDate ?? 'Tanggal belum diisi'} ·{' '}
                    {invitation.guestCount.toLocaleString('id-ID')} tamu
                  </span>
                </InvitationLinkCard>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
