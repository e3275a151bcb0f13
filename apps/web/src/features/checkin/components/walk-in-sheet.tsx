import { useState } from 'react';
import {
  GUEST_NAME_MAX,
  GUEST_SIDE_LABELS,
  GUEST_SIDES,
  WALK_IN_LABEL,
  type GuestSide,
} from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';

/** Someone not on the list is let in: a name, how many came, and which family if they say. */
export function WalkInSheet({
  onConfirm,
  onClose,
}: {
  onConfirm: (walkIn: { name: string; people: number; side: GuestSide | null }) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [people, setPeople] = useState(1);
  const [side, setSide] = useState<GuestSide | ''>('');
  const [error, setError] = useState<string | null>(null);
  const field = 'w-full rounded-xl border border-stone-300 px-3 py-3 text-base';
  return (
    <Dialog wide title={`Catat ${WALK_IN_LABEL}`} onClose={onClose}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setError('Nama tamu wajib diisi.');
          onConfirm({ name: name.trim(), people, side: side || null });
        }}
      >
        <div>
          <label htmlFor="walk-in-name" className="mb-1 block text-sm font-medium text-stone-700">
            Nama
          </label>
          <input
            id="walk-in-name"
            className={field}
            maxLength={GUEST_NAME_MAX}
            value={name}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label
              htmlFor="walk-in-people"
              className="mb-1 block text-sm font-medium text-stone-700"
            >
              Jumlah orang
            </label>
            <input
              id="walk-in-people"
              type="number"
              inputMode="numeric"
              min={1}
              max={40}
              className={field}
              value={people}
              onChange={(event) => setPeople(Math.max(1, Number(event.target.value) || 1))}
            />
          </div>
          <div>
            <label htmlFor="walk-in-side" className="mb-1 block text-sm font-medium text-stone-700">
              Pihak (opsional)
            </label>
            <select
              id="walk-in-side"
              className={field}
              value={side}
              onChange={(event) => setSide(event.target.value as GuestSide | '')}
            >
              <option value="">Tidak tahu</option>
              {GUEST_SIDES.map((value) => (
                <option key={value} value={value}>
                  {GUEST_SIDE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="submit"
          className="w-full rounded-full bg-emerald-600 px-4 py-3 text-base font-semibold text-white"
        >
          Catat Kedatangan
        </button>
      </form>
    </Dialog>
  );
}
