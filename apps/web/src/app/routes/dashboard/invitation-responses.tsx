import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DigestSettings } from '@/features/digest/components/digest-settings';
import { ResponsesPage } from '@/features/responses/components/responses-page';
import { useMarkAnswersRead } from '@/lib/answers-unread';

/** The answers page, the digest email's setting below it; opening it reads the new answers. */
export default function InvitationResponsesRoute() {
  const { invitationId = '' } = useParams();
  const { mutate: markRead } = useMarkAnswersRead();
  useEffect(() => {
    if (invitationId) markRead(invitationId);
  }, [invitationId, markRead]);
  return (
    <>
      <ResponsesPage invitationId={invitationId} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-8">
        <DigestSettings invitationId={invitationId} />
      </div>
    </>
  );
}
