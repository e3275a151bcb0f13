import { z } from 'zod';

export const INVITATION_STATUSES = ['draft', 'published'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The sections of the adjust-form screen in their initial order: the first 8
 * (docs/product-rules.md), with the guest book ('Ucapan & Doa') its own section right after RSVP
 * instead of riding along with it (issue 15).
 */
export const INVITATION_SECTIONS = [
  { id: 'couple', name: 'Informasi Mempelai' },
  { id: 'ceremony', name: 'Ibadah Pernikahan' },
  { id: 'reception', name: 'Resepsi Pernikahan' },
  { id: 'gallery', name: 'Galeri Pernikahan' },
  { id: 'countdown', name: 'Countdown' },
  { id: 'location', name: 'Lokasi' },
  { id: 'digital_envelope', name: 'Amplop Digital' },
  { id: 'rsvp', name: 'RSVP' },
  { id: 'guest_book', name: 'Ucapan & Doa' },
] as const;
export type InvitationSectionId = (typeof INVITATION_SECTIONS)[number]['id'];
export const DEFAULT_SECTION_ORDER: InvitationSectionId[] = INVITATION_SECTIONS.map((s) => s.id);

const SECTION_IDS: ReadonlySet<string> = new Set(DEFAULT_SECTION_ORDER);

/**
 * Any stored order made whole: unknown and repeated ids dropped; a guest book missing from an
 * order of the first 8 goes right after RSVP, where the page used to show it; any other missing
 * section goes last.
 */
export function normaliseSectionOrder(order: readonly string[]): InvitationSectionId[] {
  const ids = order.filter(
    (id, index): id is InvitationSectionId => SECTION_IDS.has(id) && order.indexOf(id) === index,
  );
  if (!ids.includes('guest_book') && ids.includes('rsvp')) {
    ids.splice(ids.indexOf('rsvp') + 1, 0, 'guest_book');
  }
  return [...ids, ...DEFAULT_SECTION_ORDER.filter((id) => !ids.includes(id))];
}

/**
 * Every section exactly once; orders of the first 8 (stored before the guest book was its own
 * section, or sent by an older client) are still accepted and get the guest book after RSVP.
 */
export const sectionOrderSchema = z
  .array(z.enum(DEFAULT_SECTION_ORDER as [InvitationSectionId, ...InvitationSectionId[]]))
  .refine(
    (ids) =>
      new Set(ids).size === ids.length &&
      (ids.length === SECTION_IDS.size ||
        (ids.length === SECTION_IDS.size - 1 && !ids.includes('guest_book'))),
    { message: 'Urutan bagian harus memuat setiap bagian tepat sekali.' },
  )
  .transform(normaliseSectionOrder);

/** A stored photo: the server's own file names, resized WebP variants for the invitation pages. */
export const invitationPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
});
export type InvitationPhoto = z.infer<typeof invitationPhotoSchema>;

/**
 * What the couple filled in: the merged step 1-3 values keyed by the form configuration's field
 * names (step 2 names carry their section suffix, e.g. `tanggal_acara_ibadah_pernikahan`).
 */
export type InvitationContent = Record<string, string | boolean | number>;
