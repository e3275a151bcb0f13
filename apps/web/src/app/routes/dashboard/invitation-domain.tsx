import { useParams } from 'react-router';
import { CustomDomainPage } from '@/features/domains/components/custom-domain-page';

export default function InvitationDomainRoute() {
  const { invitationId = '' } = useParams();
  return (
    <main className="mx-auto min-h-screen max-w-3xl bg-stone-50 px-4 py-8 sm:px-6 sm:py-12">
      <CustomDomainPage invitationId={invitationId} />
    </main>
  );
}
