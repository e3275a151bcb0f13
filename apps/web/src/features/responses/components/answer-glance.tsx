import { lazy, Suspense } from 'react';
import type { StreamState } from '../api/follow-answer-events';
import { useAnswerStats } from '../api/get-answer-stats';

const AnswerCharts = lazy(() => import('./answer-charts'));

function LiveBadge({ state }: { state: StreamState }) {
  if (state === 'closed') return null;
  const live = state === 'live';
  return (
    <span
      data-testid="live-state"
      data-state={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${live ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700'}`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-600' : 'bg-stone-500'}`}
      />
      {live ? 'Langsung' : 'Menghubungkan...'}
    </span>
  );
}

/** The answers in pictures, above the tables; the charts' code loads only when needed. */
export function AnswerGlance({ invitationId, live }: { invitationId: string; live: StreamState }) {
  const stats = useAnswerStats(invitationId);
  return (
    <section aria-labelledby="answer-glance-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="answer-glance-title" className="font-serif text-2xl text-stone-900">
          Sekilas
        </h2>
        <LiveBadge state={live} />
      </div>
      {stats.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Memuat grafik...
        </p>
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          Grafik gagal dimuat: {stats.error.message}
        </p>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-stone-600">
              Memuat grafik...
            </p>
          }
        >
          <AnswerCharts stats={stats.data} />
        </Suspense>
      )}
    </section>
  );
}
