import { eq, sql } from 'drizzle-orm';
import {
  GUEST_LIMITS,
  GUEST_MESSAGES,
  planGuestImport,
  sameInvites,
  type EventInvite,
  type GuestImportResult,
  type GuestImportRow,
} from '@kabar/shared';
import { categoryLabelsOf } from './category-labels';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { invitations, type Invitation } from '../invitations/invitations.schema';
import type { GuestEventSheet } from './guest-event-sheet';
import { withScopeSide, type GuestScope } from './guest-access';
import { guestColumns } from './guests.queries';
import { newGuestToken } from './guest-token';
import { guests } from './guests.schema';

/** Postgres allows 65,535 parameters per statement; nine columns a row stays well under. */
const INSERT_CHUNK = 1000;

/**
 * Saves an import the way the preview showed it: the same plan, run again here against the list
 * as it is now. Rows with problems are skipped, never half-saved. A side manager's rows all join
 * their side, and a phone already on the other side's list leaves that guest untouched. An
 * "Acara" column sets the guests' events and sessions through the events' sheet.
 */
export async function importGuests(
  db: Db,
  scope: GuestScope,
  rows: GuestImportRow[],
  events: { sheet: GuestEventSheet; invitation: Invitation },
): Promise<GuestImportResult> {
  const { invitationId } = scope;
  return db.transaction(async (tx) => {
    // One import at a time per invitation, so two uploads cannot both add the same phone.
    await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.id, invitationId))
      .for('update');
    const choices = await events.sheet.choices(tx, events.invitation);
    const invitesNow = await events.sheet.invites(tx, invitationId);
    const listed = await tx
      .select({
        id: guests.id,
        name: guests.name,
        phone: guests.phone,
        side: guests.side,
        group: guests.groupName,
        invitedCount: guests.invitedCount,
        notes: guests.notes,
        category: guests.category,
        table: guests.tableLabel,
        language: guests.language,
      })
      .from(guests)
      .where(eq(guests.invitationId, invitationId));
    // Compared on the events a cell can name: a step 2 event left empty is never in the file.
    const named = new Set(choices.map((event) => event.id));
    const invitesOf = (guestId: string) =>
      invitesNow.get(guestId)?.filter((invite) => named.has(invite.eventId));
    const existing = listed.map((guest) => ({ ...guest, invites: invitesOf(guest.id) }));
    const labels = await categoryLabelsOf(tx, invitationId);
    const plan = planGuestImport(rows, existing, labels, choices);
    // A side manager is told what their own list shows them, as their preview did: a phone on
    // the other side's list must not read as 'existing'.
    const seen = scope.side ? existing.filter((guest) => guest.side === scope.side) : existing;
    const { counts } = seen === existing ? plan : planGuestImport(rows, seen, labels, choices);
    const creates = plan.creates.map((values) => withScopeSide(values, scope));
    const sideOf = new Map(existing.map((guest) => [guest.id, guest.side]));
    const updates = plan.updates
      .filter((update) => !scope.side || sideOf.get(update.id) === scope.side)
      .map((update) => ({ ...update, values: withScopeSide(update.values, scope) }));
    if (existing.length + creates.length > GUEST_LIMITS.maxGuests) {
      throw new AppError(422, GUEST_MESSAGES.tooManyGuests);
    }
    const newInvites = new Map<string, EventInvite[]>();
    for (let i = 0; i < creates.length; i += INSERT_CHUNK) {
      const chunk = creates.slice(i, i + INSERT_CHUNK).map((values) => ({
        values,
        token: newGuestToken(),
      }));
      const saved = await tx
        .insert(guests)
        .values(
          chunk.map(({ values, token }) => ({
            invitationId,
            token,
            createdBy: scope.actorId,
            ...guestColumns(values),
          })),
        )
        .returning({ id: guests.id, token: guests.token });
      const idOf = new Map(saved.map((guest) => [guest.token, guest.id]));
      for (const { values, token } of chunk) {
        if (values.invites) newInvites.set(idOf.get(token)!, values.invites);
      }
    }
    for (const update of updates) {
      await tx
        .update(guests)
        .set({ ...guestColumns(update.values), updatedAt: sql`now()` })
        .where(eq(guests.id, update.id));
      const { invites } = update.values;
      if (invites && !sameInvites(invites, invitesOf(update.id) ?? [])) {
        newInvites.set(update.id, invites);
      }
    }
    await events.sheet.replace(tx, choices, newInvites);
    return {
      counts,
      created: creates.length,
      updated: updates.length,
      skipped: plan.rows.filter((row) => row.outcome === 'invalid'),
    };
  });
}
