import { GUEST_JOURNEY_LABELS, type GuestJourneyStep } from '@kabar/shared';

const COLOURS: Record<GuestJourneyStep, string> = {
  not_sent: 'bg-stone-100 text-stone-700',
  sent: 'bg-sky-50 text-sky-800',
  opened: 'bg-amber-50 text-amber-800',
  answered: 'bg-violet-50 text-violet-800',
  checked_in: 'bg-emerald-50 text-emerald-800',
};

export function JourneyBadge({ step }: { step: GuestJourneyStep }) {
  return (
    <span
      data-testid="journey-badge"
      data-step={step}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[step]}`}
    >
      {GUEST_JOURNEY_LABELS[step]}
    </span>
  );
}
