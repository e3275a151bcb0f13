import { EventsPage } from '@/features/events/components/events-page';
import { useGuestsContext } from '@/features/guests/components/guests-layout';

/** The events screen, a tab of the guests' layout: the invitation and role come from it. */
export default function GuestEvents() {
  const { invitationId, role } = useGuestsContext();
  return <EventsPage invitationId={invitationId} role={role} />;
}
