import { GuestCheckinPage } from '@/features/guests/components/guest-checkin-page';
import { ExpectedArrivals } from '@/features/responses/components/expected-arrivals';

/** The guests' check-in view leads with the answers' expected headcount: two features meet here. */
export default function GuestCheckin() {
  return (
    <GuestCheckinPage
      expected={(invitationId) => <ExpectedArrivals invitationId={invitationId} />}
    />
  );
}
