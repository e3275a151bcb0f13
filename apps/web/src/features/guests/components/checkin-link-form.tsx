import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkinLinkInputSchema, type CheckinLinkInput } from '@kabar/shared';
import { useCreateCheckinLink } from '../api/checkin-links';
import { LINK_KINDS, type LinkKind } from './link-kinds';
import { buttonPrimary, errorText, inputClass } from './styles';

/** A new helper link, named after the person or desk that will use it. */
export function CheckinLinkForm({
  invitationId,
  kind = 'checkin',
}: {
  invitationId: string;
  kind?: LinkKind;
}) {
  const create = useCreateCheckinLink(invitationId, kind);
  const id = `${kind}-label`;
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
        <label htmlFor={id} className="sr-only">
          {kind === 'checkin' ? 'Nama petugas atau meja' : 'Nama layar'}
        </label>
        <input
          id={id}
          placeholder={LINK_KINDS[kind].placeholder}
          maxLength={40}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
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
        <p id={`${id}-error`} role="alert" className={errorText}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
