import type { InvitationRole } from '@kabar/shared';
import { paths } from '@/config/paths';

/**
 * Where signing in lands (issue 33). A couple lands on Atur Tema, as the spec says, and so does
 * someone who both owns an invitation and helps on another: that page lists the ones they help
 * with. A family helper with no invitation of their own lands on the one they manage, or on the
 * list when they help on several.
 */
export function landingPath(places: readonly { id: string; role: InvitationRole }[]): string {
  const helping = places.filter((place) => place.role !== 'owner');
  if (!helping.length || helping.length < places.length) return paths.dashboard.setTheme.getHref();
  if (helping.length === 1) return paths.dashboard.guests.getHref(helping[0]!.id);
  return paths.dashboard.guestLists.getHref();
}
