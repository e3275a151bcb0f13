import type { ReactNode } from 'react';
import { ArrivalsCounter } from './arrivals-counter';
import { CheckinLinks } from './checkin-links';
import { useGuestsContext } from './guests-layout';
import { ManualCheckin } from './manual-checkin';

/**
 * Kehadiran: the expected and actual arrivals, check-in by hand, and the helpers' links. The
 * expected headcount comes from the answers, which the route hands in as `expected`.
 */
export function GuestCheckinPage({ expected }: { expected: (invitationId: string) => ReactNode }) {
  const { invitationId, guests } = useGuestsContext();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        {expected(invitationId)}
        <ArrivalsCounter invitationId={invitationId} />
        <ManualCheckin invitationId={invitationId} guests={guests} />
      </div>
      <CheckinLinks invitationId={invitationId} />
    </div>
  );
}
