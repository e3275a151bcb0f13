import { useState } from 'react';
import { WALK_IN_LABEL, type GuestDto, type WalkInDto } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { useMergeWalkIn, useWalkIns } from '../api/door';
import { formatTime } from './format';
import { buttonSecondary, cardClass, errorText, inputClass } from './styles';

function MergeRow({
  invitationId,
  walkIn,
  guests,
}: {
  invitationId: string;
  walkIn: WalkInDto;
  guests: GuestDto[];
}) {
  const merge = useMergeWalkIn(invitationId);
  const [guestId, setGuestId] = useState('');
  const waiting = guests.filter((guest) => !guest.checkIn);
  return (
    <li className="grid gap-2 border-t border-stone-100 pt-2 text-sm">
      <div className="flex justify-between gap-2">
        <span className="truncate font-medium">{walkIn.name}</span>
        <span className="shrink-0 text-stone-500">
          {formatTime(walkIn.arrivedAt)} · {walkIn.people} orang
        </span>
      </div>
      {walkIn.mergedInto ? (
        <p className="text-stone-600">Digabung ke {walkIn.mergedInto.name}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="sr-only" htmlFor={`merge-${walkIn.id}`}>
            Gabungkan {walkIn.name} ke tamu di daftar
          </label>
          <select
            id={`merge-${walkIn.id}`}
            className={inputClass}
            value={guestId}
            onChange={(event) => setGuestId(event.target.value)}
          >
            <option value="">Pilih tamu di daftar...</option>
            {waiting.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {guest.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={`${buttonSecondary} shrink-0`}
            disabled={!guestId || merge.isPending}
            onClick={() =>
              merge.mutate(
                { walkInId: walkIn.id, guestId },
                { onSuccess: () => toast.success(`${walkIn.name} digabungkan ke daftar tamu.`) },
              )
            }
          >
            Gabungkan
          </button>
        </div>
      )}
      {merge.isError ? <p className={errorText}>{merge.error.message}</p> : null}
    </li>
  );
}

/** Guests admitted at the door who were not on the list, each mergeable into a listed guest. */
export function WalkInsList({
  invitationId,
  guests,
  canEdit,
}: {
  invitationId: string;
  guests: GuestDto[];
  canEdit: boolean;
}) {
  const walkIns = useWalkIns(invitationId);
  if (!walkIns.data?.length) return null;
  return (
    <section aria-label="Tamu tidak terdaftar" className={cardClass}>
      <h2 className="font-semibold text-stone-900 first-letter:uppercase">{WALK_IN_LABEL}</h2>
      <ul className="mt-2 grid gap-2">
        {walkIns.data.map((walkIn) =>
          canEdit ? (
            <MergeRow key={walkIn.id} invitationId={invitationId} walkIn={walkIn} guests={guests} />
          ) : (
            <li key={walkIn.id} className="flex justify-between gap-2 text-sm">
              <span className="truncate">{walkIn.name}</span>
              <span className="shrink-0 text-stone-500">{walkIn.people} orang</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
