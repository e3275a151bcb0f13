import { guestNameFromQuery } from '@kabar/shared';

/** Who is reading: for now the name a shared link carries in `?to=`. */
export interface GuestContext {
  name: string | null;
}

export function resolveGuest(query: Record<string, unknown>): GuestContext {
  return { name: guestNameFromQuery(query.to) };
}
