import { z } from 'zod';

export const INVITATION_STATUSES = ['draft', 'published'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The 8 sections of the adjust-form screen, in the spec's initial order. */
export const INVITATION_SECTIONS = [
  { id: 'couple', name: 'Informasi Mempelai' },
  { id: 'ceremony', name: 'Ibadah Pernikahan' },
  { id: 'reception', name: 'Resepsi Pernikahan' },
  { id: 'gallery', name: 'Galeri Pernikahan' },
  { id: 'countdown', name: 'Countdown' },
  { id: 'location', name: 'Lokasi' },
  { id: 'digital_envelope', name: 'Amplop Digital' },
  { id: 'rsvp', name: 'RSVP' },
] as const;
export type InvitationSectionId = (typeof INVITATION_SECTIONS)[number]['id'];
export const DEFAULT_SECTION_ORDER: InvitationSectionId[] = INVITATION_SECTIONS.map((s) => s.id);

export const sectionOrderSchema = z
  .array(
    z.enum(INVITATION_SECTIONS.map((s) => s.id) as [InvitationSectionId, ...InvitationSectionId[]]),
  )
  .refine((ids) => ids.length === INVITATION_SECTIONS.length && new Set(ids).size === ids.length, {
    message: 'Urutan bagian harus memuat kedelapan bagian tepat sekali.',
  });

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
