import { useParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { JoinInvitePage } from '@/features/guests/components/join-invite-page';

export default function JoinInviteRoute() {
  const { token = '' } = useParams();
  return (
    <JoinInvitePage
      token={token}
      shell={(title, body) => <AuthLayout title={title}>{body}</AuthLayout>}
    />
  );
}
