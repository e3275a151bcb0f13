import { and, desc, eq } from 'drizzle-orm';
import {
  CONTENT_MAX_LENGTH,
  fieldsOfStep,
  type ConfigStep,
  type ContentField,
} from '@kabar/shared/invitation-content';
import type { FieldErrors, InvitationContent } from '@kabar/shared';
import type { InvitationDraft, SaveDraftInput } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { FileStorage } from '../media/file-storage';
import { photosOfUser } from '../media/media.queries';
import { findThemeOr404 } from './find-theme-for-user';
import { toDraftDto } from './invitation-dto';
import { invitationDrafts, type InvitationDraftRow } from './invitations.schema';

/**
 * A draft holds unfinished values, so required fields and formats wait for the final save; but
 * only this theme's field names are kept, each with a value of the right kind and size.
 */
function sanitizeStep(
  fields: readonly ContentField[],
  input: Readonly<Record<string, unknown>>,
  errors: FieldErrors,
): InvitationContent {
  const kept: InvitationContent = {};
  for (const { name, field } of fields) {
    const value = input[name];
    if (value === undefined) continue;
    if (field.type === 'switch' || field.type === 'checkbox') {
      if (typeof value === 'boolean') kept[name] = value;
      continue;
    }
    if (typeof value !== 'string') continue;
    const max = CONTENT_MAX_LENGTH[field.type];
    if (value.length > max)
      errors[name] = `${field.label} terlalu panjang (maksimal ${max} karakter).`;
    else kept[name] = value;
  }
  return kept;
}

const where = (userId: string, themeId: number) =>
  and(eq(invitationDrafts.userId, userId), eq(invitationDrafts.themeId, themeId));

async function withPhotos(
  db: Db,
  storage: FileStorage,
  row: InvitationDraftRow,
): Promise<InvitationDraft> {
  let photos: InvitationDraft['photos'] = [];
  try {
    photos = await photosOfUser(db, storage, row.userId, row.photoIds);
  } catch (error) {
    // A photo deleted since the draft was saved simply drops out of it.
    if (!(error instanceof ValidationError)) throw error;
    const keep = await Promise.all(
      row.photoIds.map((id) => photosOfUser(db, storage, row.userId, [id]).catch(() => [])),
    );
    photos = keep.flat();
  }
  return toDraftDto(row, photos);
}

export async function getDraft(
  db: Db,
  storage: FileStorage,
  userId: string,
  themeId: number,
): Promise<InvitationDraft | null> {
  await findThemeOr404(db, themeId);
  const [row] = await db.select().from(invitationDrafts).where(where(userId, themeId));
  return row ? withPhotos(db, storage, row) : null;
}

export async function listDrafts(db: Db, userId: string) {
  const rows = await db
    .select({ themeId: invitationDrafts.themeId, updatedAt: invitationDrafts.updatedAt })
    .from(invitationDrafts)
    .where(eq(invitationDrafts.userId, userId))
    .orderBy(desc(invitationDrafts.updatedAt));
  return rows.map((row) => ({ theme_id: row.themeId, updated_at: row.updatedAt.toISOString() }));
}

/** Saves the parts sent (a step's values, the photos, the order); the others stay as they were. */
export async function saveDraft(
  db: Db,
  storage: FileStorage,
  userId: string,
  themeId: number,
  input: SaveDraftInput,
): Promise<InvitationDraft> {
  const theme = await findThemeOr404(db, themeId);
  const errors: FieldErrors = {};
  const steps: Partial<Record<`step${ConfigStep}`, InvitationContent>> = {};
  for (const step of [1, 2, 3] as const) {
    const values = input[`step${step}`];
    if (values)
      steps[`step${step}`] = sanitizeStep(fieldsOfStep(theme.formConfig, step), values, errors);
  }
  if (input.photos) {
    try {
      await photosOfUser(db, storage, userId, input.photos);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const changes = {
    ...steps,
    ...(input.photos ? { photoIds: [...new Set(input.photos)] } : {}),
    ...(input.section_order ? { sectionOrder: input.section_order } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(invitationDrafts)
    .values({ userId, themeId, ...changes })
    .onConflictDoUpdate({
      target: [invitationDrafts.userId, invitationDrafts.themeId],
      set: changes,
    })
    .returning();
  return withPhotos(db, storage, row!);
}
