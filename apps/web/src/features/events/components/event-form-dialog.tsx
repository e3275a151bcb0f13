import { useForm } from 'react-hook-form';
import {
  EVENT_LIMITS,
  eventInputSchema,
  TIME_ZONE_OFFSETS,
  type EventDto,
  type EventInput,
} from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/components/ui/toast';
import { errorText, inputClass, labelClass } from '@/components/ui/styles';
import { useChangeEvents } from '../api/events';
import { showIssues, showServerError } from './form-errors';

interface FormValues {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  venue: string;
  address: string;
  mapUrl: string;
  isPublic: boolean;
}

function defaultsOf(event: EventDto | null): FormValues {
  return {
    title: event?.title ?? '',
    date: event?.date ?? '',
    startTime: event?.startTime ?? '',
    endTime: event?.endTime ?? '',
    timeZone: event?.timeZone ?? 'WIB',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    mapUrl: event?.mapUrl ?? '',
    isPublic: event?.isPublic ?? true,
  };
}

/** Empty time and link fields mean "none", as the shared schema reads them. */
function inputOf(values: FormValues): EventInput {
  return {
    ...values,
    endTime: values.endTime || null,
    mapUrl: values.mapUrl || null,
    timeZone: values.timeZone as EventInput['timeZone'],
  };
}

/**
 * Adds one of the couple's own events (ngunduh mantu, adat, pengajian...) or changes it, judged by
 * the same schema as the server before it is sent.
 */
export function EventFormDialog({
  invitationId,
  event,
  onClose,
}: {
  invitationId: string;
  event: EventDto | null;
  onClose: () => void;
}) {
  const change = useChangeEvents(invitationId);
  const form = useForm<FormValues>({ defaultValues: defaultsOf(event) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = eventInputSchema.safeParse(inputOf(values));
    if (!parsed.success) return showIssues(form, parsed.error);
    try {
      const input = inputOf(values);
      const { message } = await change.mutateAsync(
        event ? { kind: 'edit', eventId: event.id, values: input } : { kind: 'add', values: input },
      );
      toast.success(message);
      onClose();
    } catch (error) {
      showServerError(form, error);
    }
  });

  const field = (
    name: keyof FormValues,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={`event-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`event-${name}`}
        className={inputClass}
        aria-invalid={!!errors[name]}
        {...props}
        {...form.register(name)}
      />
      {errors[name] ? <p className={errorText}>{errors[name].message}</p> : null}
    </div>
  );

  return (
    <Dialog wide title={event ? 'Ubah Acara' : 'Tambah Acara'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {field('title', 'Nama acara *', {
          maxLength: EVENT_LIMITS.title,
          placeholder: 'mis. Ngunduh Mantu',
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('date', 'Tanggal *', { type: 'date' })}
          <div>
            <label htmlFor="event-timeZone" className={labelClass}>
              Zona waktu
            </label>
            <select id="event-timeZone" className={inputClass} {...form.register('timeZone')}>
              {Object.keys(TIME_ZONE_OFFSETS).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          {field('startTime', 'Mulai *', { type: 'time' })}
          {field('endTime', 'Selesai', { type: 'time' })}
        </div>
        {field('venue', 'Nama lokasi', { maxLength: EVENT_LIMITS.venue })}
        <div>
          <label htmlFor="event-address" className={labelClass}>
            Alamat
          </label>
          <textarea
            id="event-address"
            rows={2}
            className={inputClass}
            maxLength={EVENT_LIMITS.address}
            {...form.register('address')}
          />
          {errors.address ? <p className={errorText}>{errors.address.message}</p> : null}
        </div>
        {field('mapUrl', 'Link peta (Google Maps)', {
          type: 'url',
          inputMode: 'url',
          placeholder: 'https://maps.app.goo.gl/...',
        })}
        <label className="flex items-start gap-2 text-sm text-stone-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4" {...form.register('isPublic')} />
          <span>
            Tampil di link umum undangan
            <span className="block text-xs text-stone-500">
              Tanpa centang, acara hanya tampil untuk tamu yang diundang ke acara ini.
            </span>
          </span>
        </label>
        <FormActions
          error={errors.root?.message}
          pending={isSubmitting}
          submitLabel="Simpan Acara"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
