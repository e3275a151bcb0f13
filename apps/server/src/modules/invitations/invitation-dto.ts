import type { InvitationPhoto } from '@kabar/shared';
import type { InvitationDraft, InvitationDto } from '@kabar/shared/invitation-api';
import type { Invitation, InvitationDraftRow } from './invitations.schema';

export function toInvitationDto(
  row: Invitation,
  place: Pick<InvitationDto, 'role' | 'side'> = { role: 'owner', side: null },
): InvitationDto {
  return {
    ...place,
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
