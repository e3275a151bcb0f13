import { useState } from 'react';
import { Gift } from 'lucide-react';
import { DOOR_MESSAGES } from '@kabar/shared';
import { useDoorPrizeDraws, useDrawDoorPrize } from '../api/door';
import { formatTime } from './format';
import { buttonPrimary, cardClass, errorText, inputClass, labelClass } from './styles';

/** The door prize: drawn on the server among arrived guests not yet drawn, shown on the screens. */
export function DoorPrize({ invitationId }: { invitationId: string }) {
  const draws = useDoorPrizeDraws(invitationId);
  const draw = useDrawDoorPrize(invitationId);
  const [prize, setPrize] = useState('');
  const [showOnScreen, setShowOnScreen] = useState(true);
  return (
    <section aria-label="Door prize" className={`${cardClass} grid gap-3`}>
      <h2 className="font-semibold text-stone-900">Door prize</h2>
      <div>
        <label htmlFor="prize-name" className={labelClass}>
          Hadiah
        </label>
        <input
          id="prize-name"
          className={inputClass}
          maxLength={60}
          placeholder="mis. Kulkas"
          value={prize}
          onChange={(event) => setPrize(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={showOnScreen}
          onChange={(event) => setShowOnScreen(event.target.checked)}
        />
        Tampilkan pemenang di layar sapa
      </label>
      <button
        type="button"
        className={`${buttonPrimary} justify-self-start`}
        disabled={draw.isPending}
        onClick={() => draw.mutate({ prize, showOnScreen })}
      >
        <Gift className="h-4 w-4" aria-hidden="true" /> Undi pemenang
      </button>
      {draw.isError ? (
        <p role="alert" className={errorText}>
          {draw.error.message || DOOR_MESSAGES.nobodyToDraw}
        </p>
      ) : null}
      {draw.data ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 text-emerald-900"
          data-testid="prize-winner"
        >
          Pemenang: <strong>{draw.data.name}</strong>
          {draw.data.prize ? ` · ${draw.data.prize}` : ''}
        </p>
      ) : null}
      {draws.data?.length ? (
        <ol className="grid gap-1 text-sm" aria-label="Riwayat undian">
          {draws.data.map((row) => (
            <li key={row.id} className="flex justify-between gap-3 border-t border-stone-100 pt-1">
              <span className="truncate">
                {row.name}
                {row.prize ? ` · ${row.prize}` : ''}
              </span>
              <span className="shrink-0 text-stone-500">{formatTime(row.drawnAt)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
