import { deadlineProblem } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Invitation } from '../invitations/invitations.schema';
import { rsvpSettings } from './events.schema';
import { loadEvents } from './invitation-events';
import { bumpInvitationVersion } from './invitation-version';

/** Sets (or clears, with null) the RSVP deadline; it must close before the first event. */
export async function saveRsvpDeadline(
  db: Db,
  invitation: Invitation,
  deadline: Date | null,
): Promise<Date | null> {
  if (deadline) {
    const events = (await loadEvents(db, invitation)).filter((event) => event.active);
    const problem = deadlineProblem(deadline, events);
    if (problem) throw new AppError(422, problem, { errors: { deadline: problem } });
  }
  await db
    .insert(rsvpSettings)
    .values({ invitationId: invitation.id, deadline })
    .onConflictDoUpdate({
      target: rsvpSettings.invitationId,
      set: { deadline, updatedAt: new Date() },
    });
  await bumpInvitationVersion(db, invitation.id);
  return deadline;
}
