/** What the wall shows: the photos (newest first) and which one is on screen. */
export interface WallShow {
  ids: string[];
  current: string | null;
}

export const EMPTY_SHOW: WallShow = { ids: [], current: null };

/**
 * The album changed: a photo that just arrived goes on screen at once (the newest of them);
 * otherwise the one on screen stays, or, when it was hidden or deleted, the newest takes its place.
 */
export function withPhotos(show: WallShow, ids: readonly string[]): WallShow {
  const known = new Set(show.ids);
  const arrived = show.ids.length ? ids.find((id) => !known.has(id)) : undefined;
  const stays = show.current !== null && ids.includes(show.current) ? show.current : null;
  return { ids: [...ids], current: arrived ?? stays ?? ids[0] ?? null };
}

/** The next photo in the cycle: from the newest down to the oldest, then the newest again. */
export function nextPhoto(show: WallShow): WallShow {
  if (!show.ids.length) return show;
  const at = show.current === null ? -1 : show.ids.indexOf(show.current);
  return { ...show, current: show.ids[(at + 1) % show.ids.length]! };
}
