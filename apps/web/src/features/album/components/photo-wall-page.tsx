import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '@/lib/api-client';
import { followDeskEvents } from '@/lib/follow-events';
import { fetchWall } from '../api/album';
import { EMPTY_SHOW, nextPhoto, withPhotos, type WallShow } from '../lib/wall-show';

const SLIDE_MS = 7_000;
/** The fallback while the stream is refused or away. */
const POLL_MS = 60_000;

/**
 * The venue screen: shown photos full screen, a new one at once (the album's stream says when),
 * then the cycle from the newest down. Opened by the couple's revocable link, without an account.
 */
export function PhotoWallPage() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const wall = useQuery({
    queryKey: ['wall', token],
    queryFn: () => fetchWall(token),
    refetchInterval: POLL_MS,
    retry: false,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['wall', token] });
    return followDeskEvents(`${API_BASE_URL}/wall/${encodeURIComponent(token)}/events`, {
      onChange: refresh,
      onReopen: refresh,
    });
  }, [token, queryClient]);

  const photos = wall.data?.photos;
  // The show follows each new answer of the wall (a photo arrived, one was hidden).
  const [state, setState] = useState<{ from: typeof photos; show: WallShow }>({
    from: undefined,
    show: EMPTY_SHOW,
  });
  if (photos && photos !== state.from) {
    setState({
      from: photos,
      show: withPhotos(
        state.show,
        photos.map((item) => item.id),
      ),
    });
  }
  const current = state.show.current;

  useEffect(() => {
    // Started again whenever the photo changes, so a new arrival gets its whole turn.
    const timer = setTimeout(
      () => setState((previous) => ({ ...previous, show: nextPhoto(previous.show) })),
      SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [current]);

  const photo = photos?.find((item) => item.id === current);
  return (
    <main className="fixed inset-0 flex items-center justify-center overflow-hidden bg-black text-white">
      {wall.isError ? (
        <p className="max-w-md px-6 text-center text-lg">{wall.error.message}</p>
      ) : photo ? (
        <figure
          className="flex h-full w-full flex-col items-center justify-center"
          data-testid="wall-photo"
          data-photo-id={photo.id}
        >
          <img
            key={photo.id}
            src={photo.url}
            alt={`Foto dari ${photo.senderName}`}
            className="max-h-[88vh] max-w-full object-contain"
          />
          <figcaption className="mt-3 text-lg text-white/80">Dari {photo.senderName}</figcaption>
        </figure>
      ) : (
        <div className="px-6 text-center">
          <p className="text-3xl font-semibold">{wall.data?.title ?? ''}</p>
          <p className="mt-3 text-lg text-white/70">
            {wall.isPending ? 'Memuat foto...' : 'Foto dari tamu akan tampil di sini.'}
          </p>
        </div>
      )}
    </main>
  );
}
