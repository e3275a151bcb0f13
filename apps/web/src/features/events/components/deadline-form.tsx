import { useState } from 'react';
import {
  formatShortDateTime,
  rsvpDeadlineInputSchema,
  TIME_ZONE_OFFSETS,
  type IndonesianTimeZone,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { buttonPrimary, buttonSecondary, errorText, inputClass } from '@/components/ui/styles';
import { useChangeEvents } from '../api/events';

const HOUR = 3600_000;

/** An instant as the couple's wall clock in the zone: the value a datetime-local field shows. */
function localValue(iso: string | null, zone: IndonesianTimeZone): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + TIME_ZONE_OFFSETS[zone] * HOUR).toISOString().slice(0, 16);
}

/** `2030-06-01T18:00` in WITA → `2030-06-01T18:00:00+08:00`, the instant the server stores. */
function instantOf(value: string, zone: IndonesianTimeZone): string {
  return `${value}:00+${String(TIME_ZONE_OFFSETS[zone]).padStart(2, '0')}:00`;
}

/**
 * The RSVP deadline, in the zone of the first event: after it the form says the RSVP closed; the
 * couple can still record answers by hand. Must fall before the first event (the server judges).
 */
export function DeadlineForm({
  invitationId,
  deadline,
  zone,
  canEdit,
}: {
  invitationId: string;
  deadline: string | null;
  zone: IndonesianTimeZone;
  canEdit: boolean;
}) {
  const change = useChangeEvents(invitationId);
  const [value, setValue] = useState(localValue(deadline, zone));
  const [problem, setProblem] = useState<string | null>(null);

  const save = (next: string | null) => {
    setProblem(null);
    const input = { deadline: next === null ? null : instantOf(next, zone) };
    const parsed = rsvpDeadlineInputSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    change.mutate(
      { kind: 'deadline', deadline: input.deadline },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          if (next === null) setValue('');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        save(value || null);
      }}
    >
      <label htmlFor="rsvp-deadline" className="text-sm font-semibold text-stone-800">
        Batas RSVP
      </label>
      <p className="text-sm text-stone-600">
        {deadline
          ? `Konfirmasi ditutup ${formatShortDateTime(new Date(deadline), zone)}.`
          : 'Belum ada batas: tamu dapat menjawab sampai acara.'}
      </p>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            id="rsvp-deadline"
            type="datetime-local"
            className={`${inputClass} w-auto min-w-0 flex-1 sm:max-w-64`}
            value={value}
            aria-invalid={!!problem}
            onChange={(inputEvent) => setValue(inputEvent.target.value)}
          />
          <span className="text-sm text-stone-600">{zone}</span>
          <button type="submit" className={buttonPrimary} disabled={change.isPending || !value}>
            Simpan Batas
          </button>
          {deadline ? (
            <button
              type="button"
              className={buttonSecondary}
              disabled={change.isPending}
              onClick={() => save(null)}
            >
              Hapus Batas
            </button>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={errorText}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
