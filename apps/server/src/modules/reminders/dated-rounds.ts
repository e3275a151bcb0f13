import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  afterWeddingStartsAt,
  dayBeforeRoundWindow,
  deservesThanks,
  formatEventTime,
  formatLongDate,
  formatShortDateTime,
  givingPhrase,
  guestEventTitle,
  guestNameKey,
  guestPersonalLink,
  lastEventEnd,
  localDay,
  roundKey,
  unansweredRoundWindow,
  type DatedRound,
  type DatedRoundGuest,
  type DatedRounds,
  type GiftKind,
  type GuestSide,
  type SiteConfig,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { eventAnswers, guestEvents } from '../events/events.schema';
import { inviteUnassignedGuests } from '../events/guest-event-invites';
import { loadEvents, type EventView } from '../events/invitation-events';
import { gifts } from '../gifts/gifts.schema';
import { toGuestListInvitation } from '../guests/guest-invitation';
import { inScope } from '../guests/guests.queries';
import { guests, type Guest } from '../guests/guests.schema';
import type { Invitation } from '../invitations/invitations.schema';
import { rsvps, wishes } from '../rsvps/rsvps.schema';
import {
  marksOf,
  roundSettingsOf,
  roundTemplatesOf,
  type RoundSettings,
} from './reminders.queries';
import { answerOfInvite } from '../events/invite-answer';

type Reachable = Guest & { phone: string };

interface RoundContext {
  invitation: Invitation;
  settings: RoundSettings;
  events: EventView[];
  guests: Reachable[];
  marks: Map<string, Map<string, Date>>;
  linkBase: string | null;
  coupleNames: string;
  now: Date;
}

function personalLink(context: RoundContext, guest: Guest): string {
  return context.linkBase ? guestPersonalLink(context.linkBase, guest.token) : '';
}

const marked = (context: RoundContext, guest: Guest, key: string) =>
  context.marks.get(guest.id)?.has(key) ?? false;

function sentToday(context: RoundContext, key: string): number {
  const today = localDay(context.now);
  let count = 0;
  for (const guest of context.guests) {
    const at = context.marks.get(guest.id)?.get(key);
    if (at && localDay(at) === today) count += 1;
  }
  return count;
}

/** A guest's place in a round; their values are already in their language (issue 30). */
function entry(guest: Reachable, values: Record<string, string>): DatedRoundGuest {
  return {
    guestId: guest.id,
    name: guest.name,
    phone: guest.phone,
    language: guest.language,
    values,
  };
}

/** "belum menjawab": invited, no answer, not at the venue, not yet reminded by this round. */
function unansweredRound(context: RoundContext): DatedRound | null {
  const { deadline, unansweredReminderDays: days } = context.settings;
  const window = unansweredRoundWindow(deadline, days, context.now);
  if (!window || !deadline) return null;
  const key = roundKey('unanswered');
  const batas = formatShortDateTime(deadline);
  const due = window.due
    ? context.guests.filter(
        (guest) =>
          guest.sentAt && !guest.respondedAt && !guest.checkedInAt && !marked(context, guest, key),
      )
    : [];
  return {
    key,
    kind: 'unanswered',
    label: 'Belum menjawab',
    hint: `Tamu yang sudah dikirimi undangan tetapi belum menjawab, mulai ${days} hari sebelum batas konfirmasi (${batas}).`,
    opensOn: window.opensOn,
    due: window.due,
    sentToday: sentToday(context, key),
    guests: due.map((guest) =>
      entry(guest, {
        nama: guest.name,
        mempelai: context.coupleNames,
        batas: formatShortDateTime(deadline, 'WIB', guest.language),
        link: personalLink(context, guest),
      }),
    ),
  };
}

/** The guest pass opens on the personal link with the guest's answer (`jawaban`). */
async function passLinks(
  db: Db,
  context: RoundContext,
  attending: Reachable[],
): Promise<Map<string, string>> {
  const keys = attending.map((guest) => guestNameKey(guest.name));
  const answers = keys.length
    ? await db
        .select({ id: rsvps.id, nameKey: rsvps.nameKey })
        .from(rsvps)
        .where(and(eq(rsvps.invitationId, context.invitation.id), inArray(rsvps.nameKey, keys)))
    : [];
  const byKey = new Map(answers.map((answer) => [answer.nameKey, answer.id]));
  return new Map(
    attending.map((guest) => {
      const link = personalLink(context, guest);
      const answerId = byKey.get(guestNameKey(guest.name));
      return [guest.id, link && answerId ? `${link}&jawaban=${answerId}#rsvp` : link];
    }),
  );
}

/**
 * "sampai jumpa besok" for one event: on its eve, to the guests who said they will come to it,
 * with their own session's time and their pass. Past events are left out.
 */
async function dayBeforeRound(
  db: Db,
  context: RoundContext,
  event: EventView,
): Promise<DatedRound | null> {
  const window = dayBeforeRoundWindow(event.date, event.timeZone, context.now);
  if (!window || localDay(context.now, event.timeZone) > window.opensOn) return null;
  const key = roundKey('day_before', event.id);
  const attendingRows = window.due
    ? await db
        .select({ guestId: guestEvents.guestId, sessionId: guestEvents.sessionId })
        .from(guestEvents)
        .innerJoin(eventAnswers, answerOfInvite)
        .where(and(eq(guestEvents.eventId, event.id), eq(eventAnswers.attendance, 'hadir')))
    : [];
  const sessionOf = new Map(attendingRows.map((row) => [row.guestId, row.sessionId]));
  const attending = context.guests.filter(
    (guest) => sessionOf.has(guest.id) && !marked(context, guest, key),
  );
  const passes = await passLinks(db, context, attending);
  const day = formatLongDate(event.date) ?? event.date;
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  const timeOf = (guest: Guest) => {
    const lang = guest.language;
    const session = event.sessions.find((entry) => entry.id === sessionOf.get(guest.id));
    const time = session
      ? `${guestEventTitle(session.title, lang)}: ${formatEventTime({ start: session.startTime, end: session.endTime, zone: event.timeZone }, lang)}`
      : formatEventTime({ start: event.startTime, end: event.endTime, zone: event.timeZone }, lang);
    const date = formatLongDate(event.date, lang) ?? event.date;
    return time ? `${date} · ${time}` : date;
  };
  return {
    key,
    kind: 'day_before',
    label: `Sampai jumpa besok: ${event.title}`,
    hint: `Sehari sebelum ${event.title} (${day}), untuk tamu yang menjawab hadir, dengan jam sesinya dan tiket masuknya.`,
    opensOn: window.opensOn,
    due: window.due,
    sentToday: sentToday(context, key),
    guests: attending.map((guest) =>
      entry(guest, {
        nama: guest.name,
        mempelai: context.coupleNames,
        acara: guestEventTitle(event.title, guest.language),
        waktu: timeOf(guest),
        tempat: place,
        link: passes.get(guest.id) ?? '',
      }),
    ),
  };
}

/** Half a day: a local midnight plus this is the same date on every Indonesian clock. */
const HALF_DAY_MS = 12 * 3600_000;

/**
 * The thank-you round once the page has turned into the thank-you page (the midnight after the
 * last event, `afterWeddingStartsAt`), so the message's album link opens on what it promises:
 * guests who came, answered, wrote a wish or gave a gift the couple confirmed, each thanked for
 * what they gave by its kind, never its amount.
 */
async function thanksRound(db: Db, context: RoundContext): Promise<DatedRound | null> {
  const turn = afterWeddingStartsAt(context.events);
  if (!turn) return null;
  const key = roundKey('thanks');
  const due = context.now >= turn;
  let thanked: DatedRoundGuest[] = [];
  if (due) {
    const [wishRows, giftRows] = await Promise.all([
      db
        .select({ name: wishes.name })
        .from(wishes)
        .where(and(eq(wishes.invitationId, context.invitation.id), eq(wishes.hidden, false))),
      db
        .select({ guestId: gifts.guestId, kind: gifts.kind })
        .from(gifts)
        .where(
          and(
            eq(gifts.invitationId, context.invitation.id),
            eq(gifts.status, 'confirmed'),
            isNotNull(gifts.guestId),
          ),
        ),
    ]);
    const wished = new Set(wishRows.map((row) => guestNameKey(row.name)));
    const kinds = new Map<string, GiftKind[]>();
    for (const row of giftRows)
      kinds.set(row.guestId!, [...(kinds.get(row.guestId!) ?? []), row.kind]);
    thanked = context.guests.flatMap((guest) => {
      const giving = {
        came: guest.checkedInAt !== null,
        answered: guest.respondedAt !== null,
        wished: wished.has(guestNameKey(guest.name)),
        giftKinds: kinds.get(guest.id) ?? [],
      };
      if (!deservesThanks(giving) || marked(context, guest, key)) return [];
      return [
        entry(guest, {
          nama: guest.name,
          mempelai: context.coupleNames,
          pemberian: givingPhrase(giving, guest.language),
          link: personalLink(context, guest),
        }),
      ];
    });
  }
  return {
    key,
    kind: 'thanks',
    label: 'Terima kasih',
    hint: 'Setelah acara: tamu yang datang, menjawab, menulis ucapan atau mengirim hadiah (yang sudah kamu cek). Pesan menyebut jenis pemberiannya, tanpa nominal, dan mengajak melihat album.',
    opensOn: localDay(new Date(turn.getTime() + HALF_DAY_MS)),
    due,
    sentToday: sentToday(context, key),
    guests: thanked,
  };
}

/**
 * The queue's dated rounds for one invitation, within a side manager's side: each round with
 * whether it is due today and, when it is, the guests still to message with their values filled.
 */
export async function datedRounds(
  db: Db,
  invitation: Invitation,
  side: GuestSide | null,
  site: Pick<SiteConfig, 'invitationDomain' | 'publicUrl'>,
  now = new Date(),
): Promise<DatedRounds> {
  await inviteUnassignedGuests(db, invitation.id);
  const [settings, events, templates, rows] = await Promise.all([
    roundSettingsOf(db, invitation.id),
    loadEvents(db, invitation),
    roundTemplatesOf(db, invitation.id),
    db
      .select()
      .from(guests)
      .where(and(inScope(invitation.id, side), isNotNull(guests.phone))),
  ]);
  const reachable = rows.filter((guest): guest is Reachable => !!guest.phone);
  const listed = toGuestListInvitation(invitation, site);
  const context: RoundContext = {
    invitation,
    settings,
    events: events.filter((event) => event.active),
    guests: reachable,
    marks: await marksOf(
      db,
      reachable.map((guest) => guest.id),
    ),
    linkBase: listed.linkBase,
    coupleNames: listed.coupleNames,
    now,
  };
  // After the last event the reminders stop and only the thank-you round is left (issue 29).
  const end = lastEventEnd(context.events);
  const over = end !== null && now >= end;
  const eves =
    settings.dayBeforeReminder && !over
      ? await Promise.all(context.events.map((event) => dayBeforeRound(db, context, event)))
      : [];
  const rounds = [over ? null : unansweredRound(context), ...eves, await thanksRound(db, context)];
  return {
    settings: {
      unansweredReminderDays: settings.unansweredReminderDays,
      dayBeforeReminder: settings.dayBeforeReminder,
    },
    deadline: settings.deadline?.toISOString() ?? null,
    today: localDay(now),
    templates,
    rounds: rounds.filter((round): round is DatedRound => round !== null),
  };
}
