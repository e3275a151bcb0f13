import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CO_ADMIN_ROLES,
  GUEST_SIDE_LABELS,
  GUEST_SIDES,
  INVITATION_ROLE_DESCRIPTIONS,
  INVITATION_ROLE_LABELS,
  coAdminInviteInputSchema,
  type CoAdminInviteInput,
  type CreatedCoAdminInviteDto,
} from '@kabar/shared';
import { useCreateCoAdminInvite } from '../api/co-admins';
import { useGuestsContext } from './guests-layout';
import { buttonPrimary, cardClass, errorText, inputClass, labelClass } from './styles';

/** The invite form: a role, a side for a side manager, and who it is for. */
export function CoAdminInviteForm({
  onCreated,
}: {
  onCreated: (link: CreatedCoAdminInviteDto) => void;
}) {
  const { invitationId } = useGuestsContext();
  const create = useCreateCoAdminInvite(invitationId);
  const labelId = useId();
  const {
    register,
    handleSubmit,
    control,
    resetField,
    setError,
    formState: { errors },
  } = useForm<CoAdminInviteInput, unknown, z.output<typeof coAdminInviteInputSchema>>({
    resolver: zodResolver(coAdminInviteInputSchema),
    defaultValues: { role: 'side_manager', side: null, label: '' },
  });
  const [role, side] = useWatch({ control, name: ['role', 'side'] });
  const error =
    errors.role?.message ?? errors.side?.message ?? errors.label?.message ?? errors.root?.message;

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (link) => {
        onCreated(link);
        resetField('label');
      },
      onError: (failure) => setError('root', { message: failure.message }),
    }),
  );

  return (
    <form className={`${cardClass} space-y-4`} noValidate onSubmit={submit}>
      <h2 className="font-serif text-xl text-stone-900">Undang pengelola</h2>
      <fieldset>
        <legend className={labelClass}>Peran</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CO_ADMIN_ROLES.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-xl p-3 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${role === option ? 'bg-brand-50 ring-brand-400' : 'bg-white ring-stone-200'}`}
            >
              <input type="radio" value={option} className="sr-only" {...register('role')} />
              <span className="block text-sm font-semibold text-stone-900">
                {INVITATION_ROLE_LABELS[option]}
              </span>
              <span className="mt-0.5 block text-xs text-stone-600">
                {INVITATION_ROLE_DESCRIPTIONS[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'side_manager' ? (
        <fieldset>
          <legend className={labelClass}>Pihak keluarga</legend>
          <div className="flex flex-wrap gap-2">
            {GUEST_SIDES.map((option) => (
              <label
                key={option}
                className={`cursor-pointer rounded-full px-4 py-2 text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${side === option ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
              >
                <input type="radio" value={option} className="sr-only" {...register('side')} />
                {GUEST_SIDE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={labelId} className={labelClass}>
          Untuk siapa (opsional)
        </label>
        <input
          id={labelId}
          maxLength={60}
          {...register('label')}
          placeholder="mis. Om Hendra"
          className={inputClass}
        />
      </div>
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={create.isPending} className={buttonPrimary}>
        {create.isPending ? 'Membuat link...' : 'Buat Link Undangan'}
      </button>
    </form>
  );
}
