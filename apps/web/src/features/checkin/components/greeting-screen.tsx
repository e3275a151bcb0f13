import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { guestCopy, type Greeting } from '@kabar/shared';
import { API_BASE_URL, ApiError } from '@/lib/api-client';
import { useGuestPageLanguage } from '@/lib/guest-page-language';
import { getGreetings, getScreen } from '../api/screen-api';
import { followDeskEvents } from '../lib/follow-desk-events';
import { GreetingFeed, greetingDuration } from '../lib/greeting-feed';

/** A fallback for a stream that cannot stay open; the stream tells of arrivals at once. */
const POLL_MS = 15_000;
const PHOTO_MS = 8_000;

/** Greetings waiting their turn, and the one on screen; each shown for a few seconds. */
function useGreetingQueue(code: string, cursor: number | null) {
  const [queue, setQueue] = useState<Greeting[]>([]);
  useEffect(() => {
    if (cursor === null) return;
    const feed = new GreetingFeed(
      cursor,
      (after) => getGreetings(code, after),
      (greeting) => setQueue((current) => [...current, greeting]),
    );
    const pull = () => void feed.pull();
    const stop = followDeskEvents(
      `${API_BASE_URL}/screen/${encodeURIComponent(code)}/greeting-events`,
      { onChange: pull, onReopen: pull },
    );
    const timer = setInterval(pull, POLL_MS);
    window.addEventListener('online', pull);
    return () => {
      stop();
      clearInterval(timer);
      window.removeEventListener('online', pull);
    };
  }, [code, cursor]);

  const current = queue[0] ?? null;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(
      () => setQueue((list) => list.slice(1)),
      greetingDuration(queue.length - 1),
    );
    return () => clearTimeout(timer);
  }, [current, queue.length]);
  return current;
}

function usePhotoIndex(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PHOTO_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  return count ? index % count : 0;
}

/**
 * The greeting screen (layar sapa) on the venue's TV: the couple's photos, and each guest checked
 * in at any desk greeted by name and table in the invitation's colours. It runs on through a
 * dropped network (the photos are already loaded) and greets what it missed when it returns.
 */
export function GreetingScreen() {
  const code = useParams().code ?? '';
  // Guests read it: the screen's own link may ask for English (`?lang=en`).
  const lang = useGuestPageLanguage();
  const copy = guestCopy(lang).greeting;
  const screen = useQuery({
    queryKey: ['screen', code],
    queryFn: () => getScreen(code),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 100,
    retryDelay: 5_000,
    staleTime: Infinity,
  });
  const current = useGreetingQueue(code, screen.data?.lastId ?? null);
  const photos = screen.data?.photos ?? [];
  const photo = usePhotoIndex(photos.length, current !== null);

  if (screen.isError) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-stone-900 p-8 text-center text-white">
        <h1 className="text-3xl">
          {screen.error instanceof ApiError && screen.error.status === 403
            ? copy.linkInvalid
            : copy.offline}
        </h1>
      </main>
    );
  }
  if (!screen.data) {
    return <main className="min-h-screen bg-stone-900" aria-busy="true" />;
  }
  const { look, coupleNames } = screen.data;
  const eventDate = lang === 'en' ? screen.data.eventDateEn : screen.data.eventDate;

  return (
    <main
      className="relative flex h-screen w-screen items-center justify-center overflow-hidden"
      style={{ background: look.bg, color: look.ink }}
      data-testid="greeting-screen"
    >
      {photos.map((url, i) => (
        <img
          key={url}
          src={url}
          alt=""
          className="absolute inset-0 h-full w-full object-cover transition-opacity duration-1000"
          style={{ opacity: i === photo ? (current ? 0.18 : 1) : 0 }}
        />
      ))}
      {current ? (
        <section
          key={current.id}
          aria-live="polite"
          data-testid="greeting"
          className="relative z-10 mx-8 max-w-5xl rounded-[2rem] px-12 py-14 text-center shadow-2xl"
          style={{ background: look.bg }}
        >
          <p className="text-2xl uppercase tracking-[0.3em]" style={{ color: look.accent }}>
            {current.kind === 'prize' ? copy.prize : copy.welcome}
          </p>
          <h1 className="mt-6 font-serif text-7xl leading-tight" data-testid="greeting-name">
            {current.name}
          </h1>
          {current.kind === 'prize' && current.prize ? (
            <p className="mt-6 text-4xl" style={{ color: look.accent }}>
              {current.prize}
            </p>
          ) : null}
          {current.table ? (
            <p className="mt-6 text-4xl" data-testid="greeting-table" style={{ color: look.muted }}>
              {current.table}
            </p>
          ) : null}
          <p className="mt-10 text-xl" style={{ color: look.muted }}>
            {copy.atWeddingOf(coupleNames)}
          </p>
        </section>
      ) : photos.length ? null : (
        <section className="relative z-10 text-center">
          <p className="text-2xl uppercase tracking-[0.3em]" style={{ color: look.accent }}>
            {copy.wedding}
          </p>
          <h1 className="mt-6 font-serif text-7xl">{coupleNames}</h1>
          {eventDate ? (
            <p className="mt-6 text-2xl" style={{ color: look.muted }}>
              {eventDate}
            </p>
          ) : null}
        </section>
      )}
    </main>
  );
}
