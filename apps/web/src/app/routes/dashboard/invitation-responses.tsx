import { useParams } from 'react-router';
import { ResponsesPage } from '@/features/responses/components/responses-page';

export default function InvitationResponsesRoute() {
  const { invitationId = '' } = useParams();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 lg:py-10">
      <ResponsesPage invitationId={invitationId} />
    </main>
  );
}
