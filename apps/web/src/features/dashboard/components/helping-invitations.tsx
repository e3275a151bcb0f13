import { Link } from 'react-router';
import { UsersRound } from 'lucide-react';
import { coAdminRoleLabel, coupleNamesOf } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { paths } from '@/config/paths';

/**
 * The invitations someone helps the couple with, on top of their own Atur Tema (issue 33): a
 * relative who also makes their own invitation finds both in one place.
 */
export function HelpingInvitations({ invitations }: { invitations: InvitationDto[] }) {
  const helping = invitations.filter((invitation) => invitation.role !== 'owner');
  if (!helping.length) return null;
  return (
    <section
      aria-labelledby="helping-heading"
      className="mt-6 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5"
    >
      <h2 id="helping-heading" className="font-serif text-xl text-stone-900">
        Undangan yang kamu bantu kelola
      </h2>
      <ul className="mt-3 grid gap-2">
        {helping.map((invitation) => (
          <li key={invitation.id}>
            <Link
              to={paths.dashboard.guests.getHref(invitation.id)}
              className="flex min-w-0 items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 hover:ring-brand-300"
            >
              <UsersRound className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold text-stone-900">
                  {coupleNamesOf(invitation.content)}
                </span>
                <span className="block text-sm text-stone-600">
                  Kamu: {coAdminRoleLabel(invitation.role, invitation.side)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
