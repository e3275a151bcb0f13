import { displayAddress } from '@kabar/shared/invitation-address';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { downloadResponsesCsv, type ExportKind } from '../api/download-csv';
import { useResponses } from '../api/get-responses';
import { useCreatePreviewLink } from '../api/open-preview';
import { useLiveAnswers } from '../api/use-live-answers';
import { AnswerGlance } from './answer-glance';
import { EventAnswers } from './event-answers';
import { RsvpList } from './rsvp-list';
import { SummaryCards } from './summary-cards';
import { WishList } from './wish-list';

type Tab = 'rsvp' | 'ucapan';

function ExportButton({
  invitationId,
  kind,
  fileStem,
}: {
  invitationId: string;
  kind: ExportKind;
  fileStem: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  return (
    <div className="flex items-center gap-2">
      {state === 'error' ? (
        <span role="alert" className="text-sm text-rose-700">
          Gagal mengunduh. Coba lagi.
        </span>
      ) : null}
      <button
        type="button"
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          downloadResponsesCsv(invitationId, kind, fileStem).then(
            () => setState('idle'),
            () => setState('error'),
          );
        }}
        className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-60"
      >
        {state === 'busy' ? 'Mengunduh...' : 'Unduh CSV'}
      </button>
    </div>
  );
}

/**
 * The couple's answers page: counts, charts, RSVPs, wishes with hide/show, and CSV export, kept
 * current by the invitation's live stream.
 */
export function ResponsesPage({ invitationId }: { invitationId: string }) {
  const query = useResponses(invitationId);
  const live = useLiveAnswers(invitationId);
  const preview = useCreatePreviewLink(invitationId);
  const [tab, setTab] = useState<Tab>('rsvp');

  if (query.isPending) {
    return (
      <PageShell title="Jawaban Tamu">
        <p role="status" className="py-24 text-center text-stone-600">
          Memuat jawaban tamu...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Jawaban Tamu">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </PageShell>
    );
  }

  const { invitation, summary, rsvps, wishes } = query.data;
  const openPreview = () => {
    const target = window.open('', '_blank');
    preview.mutate(undefined, {
      onSuccess: (link) => {
        if (target) {
          target.opener = null;
          target.location.href = link.url;
        } else window.location.href = link.url;
      },
      onError: () => target?.close(),
    });
  };
  const tabs: { id: Tab; label: string; count: number }[] = [
    { id: 'rsvp', label: 'Konfirmasi Kehadiran', count: summary.total_responses },
    { id: 'ucapan', label: 'Ucapan & Doa', count: wishes.length },
  ];

  return (
    <PageShell
      eyebrow="Jawaban Tamu"
      title={invitation.title}
      description={
        <p className="text-sm">
          {invitation.status === 'published' ? 'Sudah diterbitkan' : 'Belum diterbitkan (draf)'}
          {invitation.url ? (
            <>
              {' · '}
              <a
                className="font-medium text-brand-700 underline"
                href={invitation.url}
                target="_blank"
                rel="noreferrer"
              >
                {displayAddress(invitation.url)}
              </a>
            </>
          ) : null}
        </p>
      }
      actions={
        <button
          type="button"
          onClick={openPreview}
          disabled={preview.isPending}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {preview.isPending ? 'Menyiapkan...' : 'Pratinjau Undangan'}
        </button>
      }
    >
      <div className="space-y-6">
        {preview.isError ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
            {preview.error.message}
          </p>
        ) : null}

        <SummaryCards summary={summary} />

        <AnswerGlance invitationId={invitation.id} live={live} />

        <EventAnswers invitationId={invitation.id} />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            role="tablist"
            aria-label="Jenis jawaban"
            className="inline-flex rounded-full bg-stone-100 p-1"
          >
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls={`panel-${item.id}`}
                onClick={() => setTab(item.id)}
                className={`rounded-full px-4 py-2 text-sm font-semibold ${tab === item.id ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
              >
                {item.label} ({item.count})
              </button>
            ))}
          </div>
          <ExportButton
            invitationId={invitation.id}
            kind={tab}
            fileStem={invitation.slug ?? invitation.id}
          />
        </div>

        <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === 'rsvp' ? (
            <RsvpList rsvps={rsvps} open={invitation.rsvp_open} onPlan={invitation.rsvp_on_plan} />
          ) : (
            <WishList invitationId={invitation.id} wishes={wishes} />
          )}
        </section>

        <Link
          to={paths.dashboard.setTheme.getHref()}
          className="inline-flex text-sm font-semibold text-brand-700 underline"
        >
          Kembali ke Dashboard
        </Link>
      </div>
    </PageShell>
  );
}
