import { memo } from 'react';
import {
  ATTENDANCE_LABELS,
  GUEST_JOURNEY,
  GUEST_JOURNEY_LABELS,
  type GuestCountRow,
  type GuestJourneyStep,
  type GuestSummary,
} from '@kabar/shared';

const n = (value: number) => value.toLocaleString('id-ID');

/** The journey as five counts; pressing one filters the list to it. */
export const JourneyCounts = memo(function JourneyCounts({
  summary,
  active,
  onPick,
}: {
  summary: GuestSummary;
  active: GuestJourneyStep | '';
  onPick: (step: GuestJourneyStep | '') => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Perjalanan tamu">
      {GUEST_JOURNEY.map((step) => (
        <li key={step}>
          <button
            type="button"
            aria-pressed={active === step}
            onClick={() => onPick(active === step ? '' : step)}
            className={`w-full rounded-2xl p-3 text-left ring-1 transition ${active === step ? 'bg-brand-50 ring-brand-400' : 'bg-white ring-stone-200 hover:ring-stone-300'}`}
          >
            <span
              className="block text-2xl font-semibold text-stone-900"
              data-testid={`journey-${step}`}
            >
              {n(summary.journey[step])}
            </span>
            <span className="block text-xs font-medium text-stone-600">
              {GUEST_JOURNEY_LABELS[step]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});

function Row({ row }: { row: GuestCountRow }) {
  return (
    <tr className="border-t border-stone-100">
      <th scope="row" className="py-2 pr-3 text-left font-medium text-stone-800">
        {row.label}
      </th>
      <td className="px-2 py-2 text-right">{n(row.guests)}</td>
      <td className="px-2 py-2 text-right">{n(row.invitedPeople)}</td>
      <td className="px-2 py-2 text-right">
        {n(row.answers.hadir)}
        <span className="text-stone-500"> ({n(row.attendingPeople)} org)</span>
      </td>
      <td className="px-2 py-2 text-right">{n(row.answers.tidak_hadir)}</td>
      <td className="px-2 py-2 text-right">{n(row.answers.ragu)}</td>
      <td className="px-2 py-2 text-right">{n(row.noAnswer)}</td>
      <td className="py-2 pl-2 text-right">
        {n(row.arrivedGuests)}
        <span className="text-stone-500"> ({n(row.arrivedPeople)} org)</span>
      </td>
    </tr>
  );
}

function CountsTable({ caption, rows }: { caption: string; rows: GuestCountRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] whitespace-nowrap text-sm text-stone-700">
        <caption className="pb-2 text-left font-semibold text-stone-900">{caption}</caption>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-stone-500">
            <th scope="col" className="py-2 pr-3 text-left font-semibold">
              {caption === 'Per pihak' ? 'Pihak' : 'Grup'}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Tamu
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Diundang
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {ATTENDANCE_LABELS.hadir}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {ATTENDANCE_LABELS.tidak_hadir}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {ATTENDANCE_LABELS.ragu}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Belum menjawab
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Datang
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** RSVP answers and arrivals split by side and by group. */
export const RsvpCounts = memo(function RsvpCounts({ summary }: { summary: GuestSummary }) {
  return (
    <details className="group rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <summary className="cursor-pointer list-none font-semibold text-stone-900">
        <span className="flex items-center justify-between gap-2">
          Rekap RSVP per pihak dan grup
          <span className="text-sm font-normal text-stone-600">
            {n(summary.total.answers.hadir)} hadir · {n(summary.total.attendingPeople)} orang
          </span>
        </span>
      </summary>
      <div className="mt-4 grid gap-6">
        <CountsTable caption="Per pihak" rows={[...summary.bySide, summary.total]} />
        <CountsTable caption="Per grup" rows={summary.byGroup} />
      </div>
    </details>
  );
});
