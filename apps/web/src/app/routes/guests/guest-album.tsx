import { AlbumPage } from '@/features/album/components/album-page';
import { useGuestsContext } from '@/features/guests/components/guests-layout';

export default function GuestAlbumRoute() {
  const { invitationId, invitation, role } = useGuestsContext();
  return <AlbumPage invitationId={invitationId} slug={invitation.slug} role={role} />;
}
