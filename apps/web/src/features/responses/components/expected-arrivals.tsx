import { arrivalSharePercent } from '@kabar/shared';
import { useAnswerStats } from '../api/get-answer-stats';
import { useLiveAnswers } from '../api/use-live-answers';

const n = (value: number) => value.toLocaleString('id-ID');

/**
 * The wedding day's counter for the couple's check-in view: people arrived against the people
 * the answers said would come, kept live by the invitation's stream (which also refreshes the
 * arrivals list beside it).
 */
export function ExpectedArrivals({ invitationId }: { invitationId: string }) {
  useLiveAnswers(invitationId);
  const stats = useAnswerStats(invitationId);
  if (!stats.data) return null;
  const { arrived_people: arrived, expected_people: expected } = stats.data.arrivals;
  const share = arrivalSharePercent(arrived, expected);
  return (
    <section
      aria-label="Kedatangan vs perkiraan"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <p className="text-sm text-stone-800" data-testid="expected-arrivals" aria-live="polite">
        <strong className="text-lg">{n(arrived)}</strong> dari {n(expected)} orang yang diperkirakan
        hadir sudah datang ({share}%)
      </p>
      <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
      </div>
    </section>
  );
}
