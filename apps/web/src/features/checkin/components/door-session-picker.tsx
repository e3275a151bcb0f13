import type { DoorSession } from '@kabar/shared';

/**
 * The session this desk is letting in: by the clock unless the helper picks one (a session that
 * started late, a desk for one session only). Guests of another session are warned, never refused.
 */
export function DoorSessionPicker({
  sessions,
  chosenId,
  byClock,
  onChoose,
}: {
  sessions: readonly DoorSession[];
  chosenId: string;
  byClock: DoorSession | null;
  onChoose: (id: string) => void;
}) {
  return (
    <label className="mt-2 flex items-center gap-2 text-xs text-stone-700">
      <span className="shrink-0 font-semibold">Sesi di pintu</span>
      <select
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 py-1 text-xs"
        data-testid="door-session"
        value={chosenId}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">
          Sesuai jam{byClock ? ` (${byClock.eventTitle} · ${byClock.title})` : ' (belum ada sesi)'}
        </option>
        {sessions.map((session) => (
          <option key={session.id} value={session.id}>
            {session.eventTitle} · {session.title} ({session.startTime.replace(':', '.')}–
            {session.endTime.replace(':', '.')})
          </option>
        ))}
      </select>
    </label>
  );
}
