import type { EventChoice, EventInvite } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { Invitation } from '../invitations/invitations.schema';

/**
 * The events' part of the guest spreadsheet (issue 27: the "Acara" column of import and export).
 * The events module reads guests, so it supplies this and app.ts hands it in.
 */
export interface GuestEventSheet {
  /** The events a cell may name (those shown anywhere), in order, with their sessions. */
  choices(db: Db, invitation: Invitation): Promise<EventChoice[]>;
  /** Every guest's invitations on the list, by guest id. */
  invites(db: Db, invitationId: string): Promise<Map<string, EventInvite[]>>;
  /** Sets these guests' invitations to the events named (seats taken move with the session). */
  replace(
    db: Db,
    choices: readonly EventChoice[],
    invites: ReadonlyMap<string, EventInvite[]>,
  ): Promise<void>;
}
