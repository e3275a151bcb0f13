import { z } from 'zod';
import { INVITATION_STATUSES, invitationPhotoSchema, sectionOrderSchema } from './invitation';
import { GUEST_SIDES } from './guests';
import { CO_ADMIN_ROLES } from './invitation-roles';
import { PLAN_IDS } from './plans';
import { themeIdSchema, themeSchema } from './theme';

/** Most photos one invitation keeps; the gallery is for a handful of prewedding shots. */
export const MAX_INVITATION_PHOTOS = 12;

const contentValue = z.union([z.string(), z.boolean(), z.number()]);
const contentRecord = z.record(z.string(), contentValue);

/** GET /api/themes/user: the two lists (docs/product-rules.md), plus the plan that decided them. */
export const userThemesSchema = z.object({
  owned: z.array(themeSchema),
  not_owned: z.array(themeSchema),
  plan: z.enum(PLAN_IDS),
});
export type UserThemes = z.infer<typeof userThemesSchema>;

export const invitationDtoSchema = z.object({
  id: z.string(),
  theme_id: z.number().int(),
  slug: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  version: z.number().int(),
  content: contentRecord,
  section_order: sectionOrderSchema,
  photos: z.array(invitationPhotoSchema),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** The reader's place in it: the couple, or a co-admin with a role (and side). */
  role: z.enum(['owner', ...CO_ADMIN_ROLES]).default('owner'),
  side: z.enum(GUEST_SIDES).nullable().default(null),
  /** The couple's plan, which decides what the invitation may show, whoever reads it. */
  plan: z.enum(PLAN_IDS),
});
export type InvitationDto = z.infer<typeof invitationDtoSchema>;

/** Work in progress on one theme's configuration, kept per step so another device can continue. */
export const invitationDraftSchema = z.object({
  theme_id: z.number().int(),
  step1: contentRecord,
  step2: contentRecord,
  step3: contentRecord,
  photos: z.array(invitationPhotoSchema),
  section_order: sectionOrderSchema.nullable(),
  updated_at: z.string(),
});
export type InvitationDraft = z.infer<typeof invitationDraftSchema>;

const photoIdsSchema = z
  .array(z.uuid({ error: 'Foto tidak dikenal.' }))
  .max(MAX_INVITATION_PHOTOS, { error: `Maksimal ${MAX_INVITATION_PHOTOS} foto.` });

/** PUT /api/invitations/drafts/:themeId: any of the parts; the ones sent replace the stored ones. */
export const saveDraftInputSchema = z.object({
  step1: contentRecord.optional(),
  step2: contentRecord.optional(),
  step3: contentRecord.optional(),
  photos: photoIdsSchema.optional(),
  section_order: sectionOrderSchema.optional(),
});
export type SaveDraftInput = z.infer<typeof saveDraftInputSchema>;

/**
 * POST /api/themes/configuration: the theme, the merged step values at the top level
 * (docs/product-rules.md, Configuration flow), and the photo ids and section order that belong with
 * them.
 */
export const configurationInputSchema = z.looseObject({
  theme_id: themeIdSchema,
  /** Which invitation to save into; without it, the couple's own (created on the first save). */
  invitation_id: z.uuid({ error: 'Undangan tidak ditemukan.' }).optional(),
  photos: photoIdsSchema.optional(),
  section_order: sectionOrderSchema.optional(),
});
export type ConfigurationInput = z.infer<typeof configurationInputSchema>;

export const invitationStatusInputSchema = z.object({
  status: z.enum(INVITATION_STATUSES, { error: 'Status harus draft atau published.' }),
});

/**
 * POST /pratinjau/langsung (the editor's live preview): the values as typed, never stored. Sent
 * as a form post into the preview frame, so the page gets its own headers.
 */
/**
 * The preview shows the photos the invitation already holds as well as uploads: a seeded demo
 * couple's are files of ours whose ids are no uuid (issue 25). The server checks each id.
 */
const previewPhotoIdsSchema = z
  .array(z.string().min(1).max(100))
  .max(MAX_INVITATION_PHOTOS, { error: `Maksimal ${MAX_INVITATION_PHOTOS} foto.` });

export const livePreviewInputSchema = z.object({
  theme_id: themeIdSchema,
  invitation_id: z.uuid().optional(),
  values: contentRecord,
  photos: previewPhotoIdsSchema.optional(),
  section_order: sectionOrderSchema.optional(),
});
export type LivePreviewInput = z.infer<typeof livePreviewInputSchema>;

/** POST /api/invitations/:id/features: paid switches to turn on after an upgrade. */
export const turnOnFeaturesInputSchema = z.object({
  switches: z
    .array(z.string(), { error: 'Pilih fitur yang ingin dinyalakan.' })
    .min(1, { error: 'Pilih fitur yang ingin dinyalakan.' })
    .max(10),
});

/** PUT /api/invitations/:id/theme: the look to show the invitation in. */
export const switchThemeInputSchema = z.object({ theme_id: themeIdSchema });

export const sectionOrderInputSchema = z.object({ section_order: sectionOrderSchema });

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  message: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

/** POST /api/invitations/:id/preview: a short-lived link to the invitation as guests see it. */
export const previewLinkSchema = z.object({
  token: z.string(),
  url: z.url(),
  expires_in: z.number().int().positive(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
