import { useState } from 'react';
import { ATTENDANCE_LABELS, formatLongDate, type EventAnswerFigures } from '@kabar/shared';
import { buttonSecondary } from '@/components/ui/styles';
import { downloadEventAnswersCsv, useEventAnswers } from '../api/get-event-answers';

/** The four answers as parts of one bar, in the summary cards' colours. */
const PARTS = [
  { key: 'hadir', label: ATTENDANCE_LABELS.hadir, bar: 'bg-emerald-500' },
  { key: 'tidak_hadir', label: ATTENDANCE_LABELS.tidak_hadir, bar: 'bg-rose-400' },
  { key: 'ragu', label: ATTENDANCE_LABELS.ragu, bar: 'bg-amber-400' },
  { key: 'pending', label: 'Belum menjawab', bar: 'bg-stone-200' },
] as const;

function AnswerBar({ figures }: { figures: EventAnswerFigures }) {
  const total = Math.max(figures.invitedGuests, 1);
  return (
    <div>
      <div
        className="flex h-3 overflow-hidden rounded-full bg-stone-100"
        role="img"
        aria-label={PARTS.map((part) => `${part.label} ${figures[part.key]}`).join(', ')}
      >
        {PARTS.map((part) =>
          figures[part.key] ? (
            <span
              key={part.key}
              className={part.bar}
              style={{ width: `${(figures[part.key] / total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        {PARTS.map((part) => (
          <div key={part.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${part.bar}`} />
            <dt>{part.label}</dt>
            <dd className="font-semibold text-stone-900">{figures[part.key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "40 orang hadir dari 100 kursi", or of the people invited when there is no capacity. */
function peopleLine(figures: EventAnswerFigures): string {
  return figures.capacity === null
    ? `${figures.people} orang hadir dari ${figures.invitedPeople} diundang`
    : `${figures.people} dari ${figures.capacity} kursi terisi`;
}

function CsvButton({
  invitationId,
  eventId,
  title,
}: {
  invitationId: string;
  eventId: string;
  title: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  return (
    <div className="flex items-center gap-2">
      {state === 'error' ? (
        <span role="alert" className="text-sm text-rose-700">
          Gagal mengunduh.
        </span>
      ) : null}
      <button
        type="button"
        className={buttonSecondary}
        disabled={state === 'busy'}
        aria-label={`Unduh CSV ${title}`}
        onClick={() => {
          setState('busy');
          downloadEventAnswersCsv(invitationId, eventId, `${title}.csv`).then(
            () => setState('idle'),
            () => setState('error'),
          );
        }}
      >
        {state === 'busy' ? 'Mengunduh...' : 'Unduh CSV'}
      </button>
    </div>
  );
}

/**
 * The answers per event and per session (issue 27): how many guests answered what, how many people
 * come and how full each session is, with a CSV per event.
 */
export function EventAnswers({ invitationId }: { invitationId: string }) {
  const query = useEventAnswers(invitationId);
  if (query.isPending || query.isError || query.data.length === 0) return null;
  return (
    <section aria-labelledby="event-answers-title" className="space-y-3">
      <h2 id="event-answers-title" className="font-serif text-2xl text-stone-900">
        Per Acara
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {query.data.map((event) => (
          <article
            key={event.eventId}
            aria-label={event.title}
            data-testid="event-answers"
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
                  {event.title}
                </h3>
                <p className="text-sm text-stone-600">
                  {formatLongDate(event.date) ?? ''}
                  {formatLongDate(event.date) ? ' · ' : ''}
                  {peopleLine(event.total)}
                </p>
              </div>
              <CsvButton invitationId={invitationId} eventId={event.eventId} title={event.title} />
            </div>
            <div className="mt-3">
              <AnswerBar figures={event.total} />
            </div>
            {event.sessions.length ? (
              <ul className="mt-4 grid gap-3 border-t border-stone-100 pt-3">
                {event.sessions.map((session) => (
                  <li key={session.sessionId} data-testid="session-answers">
                    <p className="text-sm font-medium text-stone-800">
                      {session.title}{' '}
                      <span className="font-normal text-stone-600">· {peopleLine(session)}</span>
                    </p>
                    <div className="mt-1.5">
                      <AnswerBar figures={session} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
