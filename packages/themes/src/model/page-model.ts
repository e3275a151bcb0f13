import type { EnvelopeAccount, GuestLanguage, InvitationPhoto, ThemeTier } from '@kabar/shared';
import type { DesignId, Variant } from '../catalogue/variants';

export interface PersonModel {
  fullName: string;
  /** The name the cover and the title use (the first given name). */
  shortName: string;
  /** 'Putri pertama dari', 'Putra kedua dari', or null when not filled in. */
  childLine: string | null;
  /** 'Bapak ... & Ibu ...'. */
  parentsLine: string | null;
  instagram: { handle: string; url: string } | null;
}

export type EventKey = 'ibadah' | 'resepsi';

export interface EventModel {
  /** `ibadah` and `resepsi` for step 2's events; `acara-N` for the couple's own (issue 27). */
  key: EventKey | `acara-${number}`;
  title: string;
  dateText: string | null;
  timeText: string | null;
  /** On the open link, a split event's sessions, one line each ('Sesi 1: Pukul ...'). */
  sessionTimes: string[];
  venue: string;
  address: string;
  /** When the event starts, as an ISO instant; null when the date is not filled in. */
  startsAt: string | null;
  endsAt: string | null;
  mapsUrl: string | null;
  mapEmbedUrl: string | null;
  googleCalendarUrl: string | null;
}

export interface StoryItem {
  title: string | null;
  text: string;
}

/**
 * Everything shown after the cover, in the couple's order. Love story, live stream and the guest
 * book have no place in the editor's list of eight, so they follow the section they belong to.
 */
export type SectionKind =
  | 'couple'
  | 'love_story'
  | 'ceremony'
  | 'live_stream'
  | 'reception'
  | 'more_events'
  | 'gallery'
  | 'countdown'
  | 'location'
  | 'digital_envelope'
  | 'rsvp'
  | 'guest_book';

export interface PageModel {
  /** The language every word the page writes is in (issue 30); the couple's own words may differ. */
  lang: GuestLanguage;
  slug: string | null;
  title: string;
  description: string;
  brandName: string;
  homeUrl: string;
  canonicalUrl: string | null;
  ogImageUrl: string | null;
  /** The path the page's own forms and files live under (`/{slug}`), null for a slug-less draft. */
  basePath: string | null;
  design: DesignId;
  variant: Variant;
  /** The design's alternative ornament set, drawn by the class `o-<name>`. */
  ornament: string | null;
  themeTier: ThemeTier;
  indexable: boolean;
  preview: boolean;
  /** The preview is of a published invitation: the bar must not call it unpublished. */
  previewOfPublished: boolean;
  /**
   * Rendered for a guest's personal link (`?g=`): the RSVP form's answer, the headcount choice and
   * the guest pass are slots filled per guest. Never set by buildPageModel; the server renders this
   * second template from the same model, once per version.
   */
  personal: boolean;
  bride: PersonModel;
  groom: PersonModel;
  /** The ceremony's long date for the cover, e.g. 'Sabtu, 12 Desember 2026'. */
  coverDate: string | null;
  coverPhoto: InvitationPhoto | null;
  photos: InvitationPhoto[];
  events: EventModel[];
  countdownTarget: string | null;
  loveStory: StoryItem[];
  /** Up to two accounts, one per side (issue 29). */
  envelope: { accounts: EnvelopeAccount[] } | null;
  musicUrl: string | null;
  liveStreamUrl: string | null;
  sections: SectionKind[];
}
