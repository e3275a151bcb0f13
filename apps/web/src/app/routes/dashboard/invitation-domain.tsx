import { useParams } from 'react-router';
import { CustomDomainPage } from '@/features/domains/components/custom-domain-page';

export default function InvitationDomainRoute() {
  const { invitationId = '' } = useParams();
  return <CustomDomainPage invitationId={invitationId} />;
}
