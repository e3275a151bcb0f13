import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GIFT_KIND_LABELS,
  GIFT_KINDS,
  giftInputSchema,
  type GiftDto,
  type GiftInput,
  type GiftValues,
  type GuestDto,
} from '@kabar/shared';
import { useSaveGift } from '../api/gifts';
import { buttonPrimary, cardClass, errorText, inputClass, labelClass } from './styles';

const EMPTY: GiftInput = {
  guestId: null,
  fromName: '',
  kind: 'amplop',
  amount: '',
  description: '',
};

/**
 * Records a gift. Typing a name on the list links the record to that guest; any other name is
 * kept as written (a plus-one, a colleague who came uninvited).
 */
export function GiftForm({
  invitationId,
  guests,
  onSaved,
}: {
  invitationId: string;
  guests: GuestDto[];
  onSaved: (gift: GiftDto) => void;
}) {
  const save = useSaveGift(invitationId);
  const byName = useMemo(() => {
    const map = new Map<string, GuestDto | null>();
    for (const guest of guests) {
      const key = guest.name.trim().toLowerCase();
      // Two guests with one name cannot be told apart by name; keep the typed name only.
      map.set(key, map.has(key) ? null : guest);
    }
    return map;
  }, [guests]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = useForm<GiftInput, unknown, GiftValues>({
    resolver: zodResolver(giftInputSchema),
    defaultValues: EMPTY,
  });
  const [from, kind, guestId] = useWatch({ control, name: ['fromName', 'kind', 'guestId'] });
  const typed = (from ?? '').trim().toLowerCase();

  const submit = handleSubmit((values) =>
    save.mutate(
      { values },
      {
        onSuccess: (gift) => {
          reset();
          onSaved(gift);
        },
        onError: (error) => setError('root', { message: error.message }),
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className={`${cardClass} grid content-start gap-4`}
      aria-label="Catat hadiah"
    >
      <h2 className="font-semibold text-stone-900">Catat amplop atau kado</h2>
      <div>
        <label htmlFor="gift-from" className={labelClass}>
          Dari
        </label>
        <input
          id="gift-from"
          list="gift-guest-names"
          {...register('fromName', {
            // A name on the list links the record to that guest.
            onChange: (event: { target: { value: string } }) =>
              setValue('guestId', byName.get(event.target.value.trim().toLowerCase())?.id ?? null),
          })}
          placeholder="Nama tamu"
          maxLength={50}
          className={inputClass}
          autoComplete="off"
        />
        <datalist id="gift-guest-names">
          {typed.length >= 2
            ? guests
                .filter((guest) => guest.name.toLowerCase().includes(typed))
                .slice(0, 20)
                .map((guest) => <option key={guest.id} value={guest.name} />)
            : null}
        </datalist>
        <p className="mt-1 text-xs text-stone-500">
          {guestId ? 'Tercatat untuk tamu di daftar.' : 'Nama di luar daftar tamu juga boleh.'}
        </p>
        {errors.fromName ? <p className={errorText}>{errors.fromName.message}</p> : null}
      </div>
      <fieldset>
        <legend className={labelClass}>Jenis</legend>
        <div className="flex gap-2">
          {GIFT_KINDS.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${value === kind ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
            >
              <input type="radio" value={value} className="sr-only" {...register('kind')} />
              {GIFT_KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="gift-amount" className={labelClass}>
          Nominal (Rp)
        </label>
        <input
          id="gift-amount"
          inputMode="numeric"
          {...register('amount')}
          placeholder="100.000"
          className={inputClass}
        />
        {errors.amount ? <p className={errorText}>{errors.amount.message}</p> : null}
      </div>
      <div>
        <label htmlFor="gift-description" className={labelClass}>
          Keterangan
        </label>
        <input
          id="gift-description"
          {...register('description')}
          placeholder="Mis. rice cooker, amplop belum dibuka"
          maxLength={200}
          className={inputClass}
        />
        {errors.description ? <p className={errorText}>{errors.description.message}</p> : null}
      </div>
      {errors.root ? (
        <p role="alert" className={errorText}>
          {errors.root.message}
        </p>
      ) : null}
      <button type="submit" className={buttonPrimary} disabled={save.isPending}>
        {save.isPending ? 'Menyimpan...' : 'Simpan'}
      </button>
    </form>
  );
}
