import { useParams } from 'react-router';
import { JoinInvitePage } from '@/features/guests/components/join-invite-page';

export default function JoinInviteRoute() {
  const { token = '' } = useParams();
  return <JoinInvitePage token={token} />;
}
