import { GUEST_SIDE_LABELS, GUEST_SIDES, type GuestSide } from './guests';

/**
 * What a side manager may file a guest under (issue 33). They work on one family's guests, so the
 * form offers that side only, an empty side means theirs, and the other side is refused: moving a
 * guest to the other family's list is the couple's call, never a silent rewrite.
 */
export function sidesOffered(managed: GuestSide | null): readonly GuestSide[] {
  return managed ? [managed] : GUEST_SIDES;
}

export function otherSideMessage(managed: GuestSide): string {
  return `Kamu hanya mengelola tamu pihak ${GUEST_SIDE_LABELS[managed]}. Tamu pihak lain diatur oleh pasangan atau editor.`;
}

export type ManagedSideResult = { ok: true; side: GuestSide | null } | { ok: false; error: string };

/** The side a guest is saved under when `managed` (null: every side) files it as `requested`. */
export function sideForManager(
  managed: GuestSide | null,
  requested: GuestSide | null,
): ManagedSideResult {
  if (!managed) return { ok: true, side: requested };
  if (requested && requested !== managed) return { ok: false, error: otherSideMessage(managed) };
  return { ok: true, side: managed };
}
