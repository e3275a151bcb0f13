import { ATTENDANCE_LABELS, type ResponsesSummary } from '@kabar/shared';

const CARDS: { key: keyof ResponsesSummary; label: string; tone: string }[] = [
  { key: 'attending', label: ATTENDANCE_LABELS.hadir, tone: 'text-emerald-700' },
  { key: 'not_attending', label: ATTENDANCE_LABELS.tidak_hadir, tone: 'text-rose-700' },
  { key: 'unsure', label: ATTENDANCE_LABELS.ragu, tone: 'text-amber-700' },
  // People, not guests: each 'Hadir' answer brings its own headcount (issue 33).
  { key: 'total_guests', label: 'Total Orang Hadir', tone: 'text-brand-700' },
];

/** The four numbers a couple looks for first. */
export function SummaryCards({ summary }: { summary: ResponsesSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="responses-summary">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className={`mt-1 font-serif text-3xl ${card.tone}`} data-testid={`count-${card.key}`}>
            {summary[card.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
