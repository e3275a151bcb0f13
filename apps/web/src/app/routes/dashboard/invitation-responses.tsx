import { useParams } from 'react-router';
import { ResponsesPage } from '@/features/responses/components/responses-page';

export default function InvitationResponsesRoute() {
  const { invitationId = '' } = useParams();
  return <ResponsesPage invitationId={invitationId} />;
}
