import type { InvitationSectionId } from '@kabar/shared';

/**
 * Moves one shown section to where another shown section is, in the full saved order. Hidden
 * sections keep their places: the shown ones are reordered among the places shown ones held, so
 * a section switched back on later returns where the couple last had it.
 */
export function reorderShown(
  order: readonly InvitationSectionId[],
  shown: ReadonlySet<InvitationSectionId>,
  moved: InvitationSectionId,
  target: InvitationSectionId,
): InvitationSectionId[] {
  const visible = order.filter((id) => shown.has(id));
  const from = visible.indexOf(moved);
  const to = visible.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  visible.splice(to, 0, ...visible.splice(from, 1));
  let next = 0;
  return order.map((id) => (shown.has(id) ? visible[next++]! : id));
}
