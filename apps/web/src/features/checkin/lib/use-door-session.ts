import { useEffect, useState } from 'react';
import { sessionAt, type DoorSession } from '@kabar/shared';

/** Which session the desk is letting in, re-read each minute so the hand-over happens alone. */
export function useDoorSession(sessions: readonly DoorSession[], chosenId: string) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!sessions.length) return;
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [sessions.length]);
  const byClock = sessionAt(sessions, now);
  const chosen = sessions.find((session) => session.id === chosenId) ?? null;
  return { current: chosen ?? byClock, byClock };
}
