import { useParams } from 'react-router';
import { GuestDoorPage } from '@/features/guests/components/guest-door-page';
import { useLiveAnswers } from '@/features/responses/api/use-live-answers';

/** The control room updates live: the answers feature's stream refetches the invitation's queries. */
export default function GuestDoor() {
  useLiveAnswers(useParams().invitationId ?? '');
  return <GuestDoorPage />;
}
