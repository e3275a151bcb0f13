import { ExpectedArrivals } from '@/features/responses/components/expected-arrivals';
import { ArrivalsCounter } from './arrivals-counter';
import { CheckinLinks } from './checkin-links';
import { useGuestsContext } from './guests-layout';
import { ManualCheckin } from './manual-checkin';

/** Kehadiran: the expected and actual arrivals, check-in by hand, and the helpers' links. */
export function GuestCheckinPage() {
  const { invitationId, guests } = useGuestsContext();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        <ExpectedArrivals invitationId={invitationId} />
        <ArrivalsCounter invitationId={invitationId} />
        <ManualCheckin invitationId={invitationId} guests={guests} />
      </div>
      <CheckinLinks invitationId={invitationId} />
    </div>
  );
}
