import type { CheckinLinkDto } from '@kabar/shared';

/** A desk's or a greeting screen's link as the couple's dashboard lists it: same columns. */
export function toLinkDto(link: {
  id: string;
  label: string;
  code: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}): CheckinLinkDto {
  return {
    id: link.id,
    label: link.label,
    code: link.code,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
  };
}
