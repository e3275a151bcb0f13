import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkinLinkInputSchema, type CheckinLinkInput } from '@kabar/shared';
import { useCreateCheckinLink } from '../api/checkin-links';
import { buttonPrimary, errorText, inputClass } from './styles';

/** A new helper link, named after the person or desk that will use it. */
export function CheckinLinkForm({ invitationId }: { invitationId: string }) {
  const create = useCreateCheckinLink(invitationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CheckinLinkInput>({
    resolver: zodResolver(checkinLinkInputSchema),
    defaultValues: { label: '' },
  });

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => reset(),
      onError: (failure) => setError('root', { message: failure.message }),
    }),
  );
  const message = errors.label?.message ?? errors.root?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="checkin-label" className="sr-only">
          Nama petugas atau meja
        </label>
        <input
          id="checkin-label"
          placeholder="Nama petugas atau meja, mis. Meja 1"
          maxLength={40}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'checkin-label-error' : undefined}
          className={inputClass}
          {...register('label')}
        />
        <button
          type="submit"
          className={`${buttonPrimary} shrink-0 whitespace-nowrap`}
          disabled={create.isPending}
        >
          Buat link
        </button>
      </div>
      {message ? (
        <p id="checkin-label-error" role="alert" className={errorText}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
