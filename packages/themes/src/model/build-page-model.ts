import {
  envelopeAccounts,
  contentFlag as flag,
  eventWindow,
  firstEventStart,
  FEATURE_FIELDS,
  FEATURE_SWITCHES,
  formatEventTime,
  formatLongDate,
  guestCopy,
  guestEventTitle,
  normaliseSectionOrder,
  planHasFeature,
  sectionVisibility,
  specEventFields,
  type GuestLanguage,
  type InvitationContent,
  type InvitationPhoto,
  type PlanId,
  type ThemeTier,
} from '@kabar/shared';
import { resolveVariant } from '../catalogue/variants';
import type {
  EventKey,
  EventModel,
  PageModel,
  PersonModel,
  SectionKind,
  StoryItem,
} from './page-model';

export interface PageModelInput {
  invitation: {
    slug: string | null;
    content: InvitationContent;
    sectionOrder: readonly string[];
    photos: readonly InvitationPhoto[];
    version?: number;
  };
  theme: { code: string; tier: ThemeTier };
  /** The couple's plan: what the page may show. */
  plan: PlanId;
  site: { brandName: string; publicUrl: string };
  preview?: boolean;
  /** A preview of an invitation guests can already open: its bar says so (issue 33). */
  previewOfPublished?: boolean;
  /** The events this page shows, in order; see PageEventInput. */
  events?: readonly (PageEventInput | null)[];
  /** The guest's language; Indonesian when not given. */
  lang?: GuestLanguage;
}

function text(content: InvitationContent, key: string): string {
  const value = content[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * The couple's own words in the guest's language: their English version (`<key>_en`) on an
 * English page when they wrote one, else the Indonesian text, so no section is ever empty.
 */
function coupleWords(content: InvitationContent, key: string, lang: GuestLanguage): string {
  return (lang === 'en' && text(content, `${key}_en`)) || text(content, key);
}

/** A switch of step 3 is on only when the couple turned it on and their plan has the feature. */
function switchOn(content: InvitationContent, plan: PlanId, key: string): boolean {
  const feature = FEATURE_SWITCHES[key];
  return flag(content, key) && (!feature || planHasFeature(plan, feature));
}

function fieldAllowed(plan: PlanId, key: string): boolean {
  const feature = FEATURE_FIELDS[key];
  return !feature || planHasFeature(plan, feature);
}

const NAME_PREFIXES = /^(muhammad|muhamad|mohammad|mohamad|moh\.?|muh\.?|m\.)$/i;

/** 'Rina' from 'Rina Lestari, S.Pd.'; a leading Muhammad is skipped when more follows. */
export function shortNameOf(fullName: string): string {
  const words = fullName.replace(/,.*$/, '').split(/\s+/).filter(Boolean);
  const first = words.length > 1 && NAME_PREFIXES.test(words[0]!) ? words[1] : words[0];
  return first ?? fullName;
}

/** 'pertama' is the first child, 'kedua' the second...: the editor offers both words and numbers. */
const ORDINAL_WORDS = ['', 'pertama', 'kedua', 'ketiga', 'keempat', 'kelima', 'keenam', 'ketujuh'];

const RANK_WORDS: Record<string, 'eldest' | 'youngest'> = { sulung: 'eldest', bungsu: 'youngest' };

function childLine(value: string, child: 'daughter' | 'son', lang: GuestLanguage): string | null {
  if (!value) return null;
  const copy = guestCopy(lang).couple;
  if (/^(putri|putra|anak)\b/i.test(value)) return copy.childOfWritten(value);
  const rank = RANK_WORDS[value.trim().toLowerCase()];
  if (rank) return copy.childRank(child, rank);
  const word = ORDINAL_WORDS.indexOf(value.trim().toLowerCase());
  const number = word > 0 ? word : Number(value.replace(/^ke-?/i, ''));
  if (Number.isInteger(number) && number > 0) return copy.childOf(child, number, value);
  return copy.childOf(child, null, value);
}

/** An English page says Mr., Mrs. and "the late" where the couple wrote Bapak, Ibu and Alm. */
const ENGLISH_HONORIFICS: [RegExp, string][] = [
  [/^(bapak|bpk\.?)\s+/i, 'Mr. '],
  [/^ibu\s+/i, 'Mrs. '],
  [/^(almarhumah|almh\.?|almarhum|alm\.?)\s+/i, 'the late '],
];

function withTitle(name: string, title: 'mr' | 'mrs', lang: GuestLanguage): string {
  if (!name) return '';
  if (lang === 'en') {
    const rule = ENGLISH_HONORIFICS.find(([pattern]) => pattern.test(name));
    if (rule) return name.replace(rule[0], rule[1]);
  }
  const known =
    title === 'mr'
      ? /^(bapak|bpk\.?|alm\.?|almarhum|mr\.?|dr\.?|h\.)(\s|$)/i
      : /^(ibu|almarhumah|almh\.?|mrs\.?|ms\.?|dr\.?|hj\.)(\s|$)/i;
  return known.test(name) ? name : `${guestCopy(lang).couple[title]} ${name}`;
}

function person(
  content: InvitationContent,
  who: 'bride' | 'groom',
  lang: GuestLanguage,
): PersonModel {
  const fullName = text(content, `${who}Name`);
  const father = withTitle(text(content, `${who}Father`), 'mr', lang);
  const mother = withTitle(text(content, `${who}Mother`), 'mrs', lang);
  const handle = text(content, `${who}Ig`).replace(/^@+/, '');
  return {
    fullName,
    shortName: shortNameOf(fullName),
    childLine: childLine(text(content, `${who}Order`), who === 'bride' ? 'daughter' : 'son', lang),
    parentsLine: [father, mother].filter(Boolean).join(' & ') || null,
    instagram: /^[A-Za-z0-9._]{1,30}$/.test(handle)
      ? { handle, url: `https://www.instagram.com/${handle}/` }
      : null,
  };
}

function calendarStamp(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * One event as a page reads it (issue 27): step 2's from their fields, the couple's own from the
 * events table, a split event with the guest's own session. Given by the server; without it the
 * page shows step 2's two events as before (the editor's preview, the theme catalogue).
 */
export interface PageEventInput {
  specKey: EventKey | null;
  title: string;
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
  venue: string;
  address: string;
  mapUrl: string | null;
  session: { title: string; startTime: string; endTime: string } | null;
  /** Every session of a split event, listed where no guest's own is known (the open link). */
  sessions?: readonly { title: string; startTime: string; endTime: string }[];
}

function specEvent(content: InvitationContent, key: EventKey): PageEventInput | null {
  const fields = specEventFields(content, key);
  if (!fields.venue && !fields.address && !fields.date) return null;
  return { specKey: key, ...fields, session: null };
}

function eventOf(
  input: PageEventInput,
  key: EventModel['key'],
  coupleTitle: string,
  lang: GuestLanguage,
): EventModel {
  const { session } = input;
  const window = eventWindow(input, session);
  const start = window?.start ?? null;
  const end = window?.end ?? null;
  const place = [input.venue, input.address].filter(Boolean).join(', ');
  const query = encodeURIComponent(place);
  const title = guestEventTitle(input.title, lang);
  const calendar =
    start && end
      ? `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(
          `${title} ${coupleTitle}`,
        )}&dates=${calendarStamp(start.toISOString())}/${calendarStamp(end.toISOString())}&location=${query}`
      : null;
  const time = formatEventTime(
    {
      start: session?.startTime ?? input.startTime,
      end: session ? session.endTime : input.endTime,
      zone: input.timeZone,
    },
    lang,
  );
  const ownMap = input.mapUrl ? safeUrl(input.mapUrl) : null;
  return {
    key,
    title,
    dateText: formatLongDate(input.date, lang),
    timeText: session && time ? `${guestEventTitle(session.title, lang)}: ${time}` : time,
    sessionTimes: session
      ? []
      : (input.sessions ?? []).flatMap((entry) => {
          const line = formatEventTime(
            { start: entry.startTime, end: entry.endTime, zone: input.timeZone },
            lang,
          );
          return line ? [`${guestEventTitle(entry.title, lang)}: ${line}`] : [];
        }),
    venue: input.venue,
    address: input.address,
    startsAt: start?.toISOString() ?? null,
    endsAt: end?.toISOString() ?? null,
    mapsUrl: ownMap ?? (place ? `https://www.google.com/maps/search/?api=1&query=${query}` : null),
    mapEmbedUrl: place ? `https://www.google.com/maps?q=${query}&output=embed` : null,
    googleCalendarUrl: calendar,
  };
}

/** Paragraphs of the love story; 'Title: text' or 'Title - text' lines become a titled moment. */
export function storyItems(value: string): StoryItem[] {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const match = /^([^\n:]{1,40}?)\s*(?::|\s-\s|\s–\s)\s*([\s\S]+)$/.exec(paragraph);
      return match
        ? { title: match[1]!.trim(), text: match[2]!.trim() }
        : { title: null, text: paragraph };
    });
}

/** Only web addresses and our own paths; anything else (javascript:, data:) is dropped. */
function safeUrl(value: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * What one invitation page shows, decided once per version: the couple's content, their switches
 * and their plan (packages/shared/src/plans.ts) and their section order.
 */
export function buildPageModel(input: PageModelInput): PageModel {
  const { content } = input.invitation;
  const { plan } = input;
  const lang = input.lang ?? 'id';
  const copy = guestCopy(lang);
  const bride = person(content, 'bride', lang);
  const groom = person(content, 'groom', lang);
  const coupleTitle = `${bride.shortName} & ${groom.shortName}`;
  const given = input.events ?? [
    specEvent(content, 'ibadah'),
    flag(content, 'reception_enabled') ? specEvent(content, 'resepsi') : null,
  ];
  const inputs = given.filter((event): event is PageEventInput => event !== null);
  const spec = (key: EventKey) => {
    const found = inputs.find((event) => event.specKey === key);
    return found ? eventOf(found, key, coupleTitle, lang) : null;
  };
  const ceremony = spec('ibadah');
  const reception = spec('resepsi');
  const moreEvents = inputs
    .filter((event) => event.specKey === null)
    .map((event, i) => eventOf(event, `acara-${i + 1}`, coupleTitle, lang));
  const events = [ceremony, reception, ...moreEvents].filter(
    (event): event is EventModel => event !== null,
  );
  const photos = [...input.invitation.photos];

  const loveStoryText = fieldAllowed(plan, 'love_story')
    ? coupleWords(content, 'love_story', lang)
    : '';
  const loveStory = loveStoryText ? storyItems(loveStoryText) : [];
  const liveStreamUrl = safeUrl(text(content, 'live_stream_url'));
  const musicUrl =
    switchOn(content, plan, 'background_music_enabled') &&
    fieldAllowed(plan, 'background_music_url')
      ? safeUrl(text(content, 'background_music_url'))
      : null;
  const accounts = envelopeAccounts(content);
  const envelope =
    switchOn(content, plan, 'digital_envelope_enabled') && accounts.length ? { accounts } : null;
  // The guest's first event (their session's start for a split one), not the ceremony's.
  const countdownTarget = firstEventStart(inputs)?.toISOString() ?? null;

  const sections: SectionKind[] = [];
  for (const id of normaliseSectionOrder(input.invitation.sectionOrder)) {
    const shown = sectionVisibility(id, content, plan).shown;
    // The couple's own events follow the reception's place, shown even when it is switched off.
    if (id === 'reception' && moreEvents.length) {
      if (shown && reception) sections.push('reception');
      sections.push('more_events');
      continue;
    }
    if (!shown) continue;
    switch (id) {
      case 'couple':
        if (bride.fullName || groom.fullName) sections.push('couple');
        if (loveStory.length) sections.push('love_story');
        break;
      case 'ceremony':
        if (ceremony) sections.push('ceremony');
        if (liveStreamUrl) sections.push('live_stream');
        break;
      case 'reception':
        if (reception) sections.push('reception');
        break;
      case 'gallery':
        if (photos.length) sections.push('gallery');
        break;
      case 'countdown':
        if (countdownTarget) sections.push('countdown');
        break;
      case 'location':
        if (events.some((event) => event.mapsUrl)) sections.push('location');
        break;
      case 'digital_envelope':
        if (envelope) sections.push('digital_envelope');
        break;
      case 'rsvp':
        sections.push('rsvp');
        break;
      case 'guest_book':
        sections.push('guest_book');
        break;
    }
  }

  const { design, colors, ornament } = resolveVariant(input.theme.code, input.theme.tier);
  const publicUrl = input.site.publicUrl.replace(/\/+$/, '');
  const slug = input.invitation.slug;
  const basePath = slug ? `/${slug}` : null;
  const coverDate = (ceremony ?? reception ?? moreEvents[0])?.dateText ?? null;
  const version = input.invitation.version ?? 1;
  return {
    lang,
    slug,
    title: copy.page.title(coupleTitle),
    description: copy.page.description(coupleTitle, coverDate),
    brandName: input.site.brandName,
    homeUrl: `${publicUrl}/`,
    canonicalUrl: slug ? `${publicUrl}/${slug}` : null,
    ogImageUrl: slug ? `${publicUrl}/${slug}/og.jpg?v=${version}` : null,
    basePath,
    design,
    variant: colors,
    ornament,
    themeTier: input.theme.tier,
    indexable: !input.preview && flag(content, 'search_indexing_enabled'),
    preview: input.preview ?? false,
    previewOfPublished: !!input.preview && !!input.previewOfPublished,
    personal: false,
    bride,
    groom,
    coverDate,
    coverPhoto: photos[0] ?? null,
    photos,
    events,
    countdownTarget,
    loveStory,
    envelope,
    musicUrl,
    liveStreamUrl,
    sections,
  };
}
