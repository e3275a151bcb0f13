import { useParams } from 'react-router';
import { ResponsesPage } from '@/features/responses/components/responses-page';

export default function InvitationResponsesRoute() {
  const { invitationId = '' } = useParams();
  return (
    <main className="mx-auto min-h-screen max-w-5xl bg-stone-50 px-4 py-8 sm:px-6 sm:py-12">
      <ResponsesPage invitationId={invitationId} />
    </main>
  );
}
