import { MessageSquareHeart } from 'lucide-react';
import { displayAddress } from '@kabar/shared/invitation-address';
import { InvitationLinkCard } from '@/components/ui/invitation-link-card';
import { NoInvitationYet } from '@/components/ui/no-invitation-yet';
import { PageShell } from '@/components/ui/page-shell';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { unreadLine, useUnreadAnswers } from '@/lib/answers-unread';
import { useResponsesOverview } from '@/lib/responses-overview';

/** 'Jawaban Tamu' in the menu: every invitation with its RSVPs and wishes, one tap from the list. */
export function ResponsesOverviewPage() {
  const query = useResponsesOverview();
  const unread = useUnreadAnswers().data;
  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-stone-600">
        Memuat jawaban tamu...
      </p>
    );
  } else if (query.isError) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <NoInvitationYet>Buat undanganmu dulu; jawaban tamu akan muncul di sini.</NoInvitationYet>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4">
        {query.data.map((item) => {
          const fresh = unreadLine(unread, item.id);
          return (
            <li key={item.id}>
              <InvitationLinkCard
                to={paths.dashboard.invitationResponses.getHref(item.id)}
                icon={<MessageSquareHeart className="size-6" aria-hidden="true" />}
                title={item.title}
              >
                <span className="block break-all text-sm text-stone-600">
                  {item.url ? displayAddress(item.url) : 'Link belum dibuat'}
                </span>
                <span className="mt-1 block text-sm text-stone-700">
                  {item.responses} konfirmasi kehadiran · {item.attending} hadir · {item.wishes}{' '}
                  ucapan
                </span>
                {fresh ? (
                  <span
                    data-testid="unread-invitation"
                    className="mt-2 inline-block rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-bold text-white"
                  >
                    {fresh}
                  </span>
                ) : null}
              </InvitationLinkCard>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <PageShell
      eyebrow="Jawaban Tamu"
      title="Jawaban tamu undanganmu"
      description="Konfirmasi kehadiran dan ucapan yang dikirim tamu lewat undangan."
    >
      {body}
    </PageShell>
  );
}
