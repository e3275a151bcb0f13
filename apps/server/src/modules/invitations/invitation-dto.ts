import type { InvitationPhoto, PlanId } from '@kabar/shared';
import type { InvitationDraft, InvitationDto } from '@kabar/shared/invitation-api';
import type { Invitation, InvitationDraftRow } from './invitations.schema';

/** `reader`: their place in it, and the owner's plan, which decides what it may show. */
export function toInvitationDto(
  row: Invitation,
  reader: { role: InvitationDto['role']; side: InvitationDto['side']; ownerPlan: PlanId },
): InvitationDto {
  return {
    role: reader.role,
    side: reader.side,
    plan: reader.ownerPlan,
    id: row.id,
    theme_id: row.themeId,
    slug: row.slug,
    status: row.status,
    version: row.version,
    content: row.content,
    section_order: row.sectionOrder,
    photos: row.photos,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDraftDto(row: InvitationDraftRow, photos: InvitationPhoto[]): InvitationDraft {
  return {
    theme_id: row.themeId,
    step1: row.step1,
    step2: row.step2,
    step3: row.step3,
    photos,
    section_order: row.sectionOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}
