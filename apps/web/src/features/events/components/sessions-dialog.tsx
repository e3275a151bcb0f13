import { useFieldArray, useForm } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  EVENT_LIMITS,
  eventSessionsInputSchema,
  sessionsProblem,
  type EventDto,
  type SessionFields,
} from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/components/ui/toast';
import { buttonSecondary, errorText, inputClass } from '@/components/ui/styles';
import { useChangeEvents } from '../api/events';
import { showIssues, showServerError } from './form-errors';

interface SessionRow {
  id?: string;
  title: string;
  startTime: string;
  endTime: string;
  capacity: string;
}
interface FormValues {
  sessions: SessionRow[];
}

const rowOf = (session: EventDto['sessions'][number]): SessionRow => ({
  id: session.id,
  title: session.title,
  startTime: session.startTime,
  endTime: session.endTime,
  capacity: session.capacity === null ? '' : String(session.capacity),
});

/** A new row starts where the last one ended (or at the event's start), as sessions follow on. */
function nextRow(event: EventDto, rows: readonly SessionRow[]): SessionRow {
  const start = rows.at(-1)?.endTime || event.startTime;
  return { title: `Sesi ${rows.length + 1}`, startTime: start, endTime: '', capacity: '' };
}

const inputOf = (values: FormValues) => ({
  sessions: values.sessions.map(({ id, capacity, ...row }) => ({
    ...(id ? { id } : {}),
    ...row,
    capacity: capacity.trim() === '' ? null : Number(capacity),
  })),
});

/**
 * Splits an event into sessions (or undoes the split), judged whole by the shared rules before it
 * is sent: times inside the event, no overlap, no capacity below the people already confirmed.
 */
export function SessionsDialog({
  invitationId,
  event,
  onClose,
}: {
  invitationId: string;
  event: EventDto;
  onClose: () => void;
}) {
  const change = useChangeEvents(invitationId);
  const form = useForm<FormValues>({ defaultValues: { sessions: event.sessions.map(rowOf) } });
  const rows = useFieldArray({ control: form.control, name: 'sessions' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = eventSessionsInputSchema.safeParse(inputOf(values));
    if (!parsed.success) return showIssues(form, parsed.error);
    const confirmed = new Map(event.sessions.map((session) => [session.id, session.confirmed]));
    const problem = sessionsProblem(
      event,
      parsed.data.sessions as (SessionFields & { id?: string })[],
      confirmed,
    );
    if (problem) return form.setError('root', { message: problem });
    try {
      const { message } = await change.mutateAsync({
        kind: 'sessions',
        eventId: event.id,
        sessions: parsed.data.sessions,
      });
      toast.success(message);
      onClose();
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <Dialog
      wide
      title={`Sesi ${event.title}`}
      description={
        <>
          Bagi acara menjadi sesi agar gedung tidak penuh sekaligus. Setiap tamu diundang ke satu
          sesi; kapasitas boleh dikosongkan. Tamu di sesi yang dihapus pindah ke sesi pertama.
        </>
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        {rows.fields.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-600">
            Acara ini belum dibagi menjadi sesi.
          </p>
        ) : null}
        {rows.fields.map((row, index) => {
          const rowErrors = errors.sessions?.[index];
          const message =
            rowErrors?.title?.message ??
            rowErrors?.startTime?.message ??
            rowErrors?.endTime?.message ??
            rowErrors?.capacity?.message;
          return (
            <fieldset
              key={row.id}
              className="grid grid-cols-2 gap-2 rounded-xl p-3 ring-1 ring-stone-200"
            >
              <legend className="sr-only">Sesi {index + 1}</legend>
              <label className="col-span-2 text-xs font-medium text-stone-600">
                Nama sesi
                <input
                  className={inputClass}
                  maxLength={EVENT_LIMITS.title}
                  aria-invalid={!!rowErrors?.title}
                  {...form.register(`sessions.${index}.title`)}
                />
              </label>
              <label className="text-xs font-medium text-stone-600">
                Mulai
                <input
                  type="time"
                  className={inputClass}
                  aria-invalid={!!rowErrors?.startTime}
                  {...form.register(`sessions.${index}.startTime`)}
                />
              </label>
              <label className="text-xs font-medium text-stone-600">
                Selesai
                <input
                  type="time"
                  className={inputClass}
                  aria-invalid={!!rowErrors?.endTime}
                  {...form.register(`sessions.${index}.endTime`)}
                />
              </label>
              <label className="text-xs font-medium text-stone-600">
                Kapasitas (orang)
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  placeholder="Tanpa batas"
                  className={inputClass}
                  aria-invalid={!!rowErrors?.capacity}
                  {...form.register(`sessions.${index}.capacity`)}
                />
              </label>
              <button
                type="button"
                onClick={() => rows.remove(index)}
                className="inline-flex items-center justify-center gap-1 self-end justify-self-end rounded-full px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span>Hapus sesi</span>
              </button>
              {message ? <p className={`${errorText} col-span-full`}>{message}</p> : null}
            </fieldset>
          );
        })}
        {rows.fields.length < EVENT_LIMITS.sessions ? (
          <button
            type="button"
            className={`${buttonSecondary} justify-self-start`}
            onClick={() => rows.append(nextRow(event, form.getValues('sessions')))}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Sesi
          </button>
        ) : null}
        <FormActions
          error={errors.root?.message ?? errors.sessions?.root?.message ?? errors.sessions?.message}
          pending={isSubmitting}
          submitLabel="Simpan Sesi"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
