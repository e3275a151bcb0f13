import { z } from 'zod';

export const INVITATION_STATUSES = ['draft', 'published'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The sections a couple orders on the adjust-form screen, in the spec's initial order, plus the
 * guest book: the spec folds 'Ucapan & Doa' under RSVP, but the page shows it as a section of its
 * own, so the couple places it on its own (docs/decisions/017).
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

/**
 * Every section once, in the given order; a section the order does not name (an order saved
 * before the guest book was its own item) goes right after the one it follows by default.
 */
export function normaliseSectionOrder(order: readonly string[]): InvitationSectionId[] {
  const known = new Set<string>(DEFAULT_SECTION_ORDER);
  const result = order.filter(
    (id, index): id is InvitationSectionId => known.has(id) && order.indexOf(id) === index,
  );
  DEFAULT_SECTION_ORDER.forEach((id, index) => {
    if (result.includes(id)) return;
    const before = DEFAULT_SECTION_ORDER[index - 1];
    result.splice(before ? result.indexOf(before) + 1 : 0, 0, id);
  });
  return result;
}

const SECTION_ORDER_MESSAGE = 'Urutan bagian harus memuat setiap bagian tepat sekali.';

/** A saved order names each section once; one saved before the guest book had its own item too. */
export const sectionOrderSchema = z
  .array(
    z.enum(DEFAULT_SECTION_ORDER as [InvitationSectionId, ...InvitationSectionId[]], {
      error: SECTION_ORDER_MESSAGE,
    }),
  )
  .refine(
    (ids) =>
      new Set(ids).size === ids.length &&
      (ids.length === DEFAULT_SECTION_ORDER.length ||
        (ids.length === DEFAULT_SECTION_ORDER.length - 1 && !ids.includes('guest_book'))),
    { message: SECTION_ORDER_MESSAGE },
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
