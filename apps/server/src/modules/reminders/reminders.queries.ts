import { eq, inArray } from 'drizzle-orm';
import {
  DATED_ROUND_KINDS,
  DEFAULT_DATED_TEMPLATES_BY_LANGUAGE,
  GUEST_LANGUAGES,
  type DatedRoundKind,
  type GuestLanguage,
  type ReminderSettingsInput,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { reminderMarks, rsvpSettings } from '../events/events.schema';
import { roundTemplates } from './reminders.schema';

export interface RoundSettings extends ReminderSettingsInput {
  deadline: Date | null;
}

export async function roundSettingsOf(db: Db, invitationId: string): Promise<RoundSettings> {
  const [row] = await db
    .select()
    .from(rsvpSettings)
    .where(eq(rsvpSettings.invitationId, invitationId));
  return {
    deadline: row?.deadline ?? null,
    unansweredReminderDays: row?.unansweredReminderDays ?? null,
    dayBeforeReminder: row?.dayBeforeReminder ?? false,
  };
}

/** Switches the dated rounds; the deadline and digest in the same row are left as they are. */
export async function saveRoundSettings(
  db: Db,
  invitationId: string,
  settings: ReminderSettingsInput,
): Promise<void> {
  await db
    .insert(rsvpSettings)
    .values({ invitationId, ...settings })
    .onConflictDoUpdate({
      target: rsvpSettings.invitationId,
      set: { ...settings, updatedAt: new Date() },
    });
}

export type RoundTemplates = Record<GuestLanguage, Record<DatedRoundKind, string>>;

/** Each language's words per round: the couple's, else that language's default. */
export async function roundTemplatesOf(db: Db, invitationId: string): Promise<RoundTemplates> {
  const rows = await db
    .select()
    .from(roundTemplates)
    .where(eq(roundTemplates.invitationId, invitationId));
  const of = (language: GuestLanguage) =>
    Object.fromEntries(
      DATED_ROUND_KINDS.map((kind) => [
        kind,
        rows.find((row) => row.kind === kind && row.language === language)?.template ??
          DEFAULT_DATED_TEMPLATES_BY_LANGUAGE[language][kind],
      ]),
    ) as Record<DatedRoundKind, string>;
  return Object.fromEntries(
    GUEST_LANGUAGES.map((language) => [language, of(language)]),
  ) as RoundTemplates;
}

export async function saveRoundTemplate(
  db: Db,
  invitationId: string,
  saved: { kind: DatedRoundKind; language: GuestLanguage; template: string },
): Promise<void> {
  await db
    .insert(roundTemplates)
    .values({ invitationId, ...saved })
    .onConflictDoUpdate({
      target: [roundTemplates.invitationId, roundTemplates.kind, roundTemplates.language],
      set: { template: saved.template, updatedAt: new Date() },
    });
}

/** Every sent mark of these guests: guest id, then round, then when. */
export async function marksOf(
  db: Db,
  guestIds: readonly string[],
): Promise<Map<string, Map<string, Date>>> {
  const marks = new Map<string, Map<string, Date>>();
  if (guestIds.length === 0) return marks;
  const rows = await db
    .select()
    .from(reminderMarks)
    .where(inArray(reminderMarks.guestId, [...guestIds]));
  for (const row of rows) {
    const mine = marks.get(row.guestId) ?? new Map<string, Date>();
    mine.set(row.round, row.sentAt);
    marks.set(row.guestId, mine);
  }
  return marks;
}

/** Marks one guest's message of a round sent, once: a second press keeps the first time. */
export async function markRoundSent(
  db: Db,
  guestId: string,
  round: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(reminderMarks)
    .values({ guestId, round, sentAt: now })
    .onConflictDoNothing({ target: [reminderMarks.guestId, reminderMarks.round] });
}
