import { useMemo, useState, type FormEvent } from 'react';
import {
  GIFT_KIND_LABELS,
  GIFT_KINDS,
  giftInputSchema,
  type GiftDto,
  type GiftKind,
  type GuestDto,
} from '@kabar/shared';
import { useSaveGift } from '../api/gifts';
import { buttonPrimary, cardClass, errorText, inputClass, labelClass } from './styles';

const EMPTY = { from: '', kind: 'amplop' as GiftKind, amount: '', description: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
  const matched = byName.get(values.from.trim().toLowerCase()) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      guestId: matched?.id ?? null,
      fromName: values.from,
      kind: values.kind,
      amount: values.amount,
      description: values.description,
    };
    const parsed = giftInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { values: input },
      {
        onSuccess: (gift) => {
          setValues(EMPTY);
          onSaved(gift);
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  };

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
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
          placeholder="Nama tamu"
          maxLength={50}
          className={inputClass}
          autoComplete="off"
        />
        <datalist id="gift-guest-names">
          {values.from.trim().length >= 2
            ? guests
                .filter((guest) =>
                  guest.name.toLowerCase().includes(values.from.trim().toLowerCase()),
                )
                .slice(0, 20)
                .map((guest) => <option key={guest.id} value={guest.name} />)
            : null}
        </datalist>
        <p className="mt-1 text-xs text-stone-500">
          {matched ? 'Tercatat untuk tamu di daftar.' : 'Nama di luar daftar tamu juga boleh.'}
        </p>
        {errors.fromName ? <p className={errorText}>{errors.fromName}</p> : null}
      </div>
      <fieldset>
        <legend className={labelClass}>Jenis</legend>
        <div className="flex gap-2">
          {GIFT_KINDS.map((kind) => (
            <label
              key={kind}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${values.kind === kind ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
            >
              <input
                type="radio"
                name="gift-kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues({ ...values, kind })}
                className="sr-only"
              />
              {GIFT_KIND_LABELS[kind]}
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
          value={values.amount}
          onChange={(event) => setValues({ ...values, amount: event.target.value })}
          placeholder="100.000"
          className={inputClass}
        />
        {errors.amount ? <p className={errorText}>{errors.amount}</p> : null}
      </div>
      <div>
        <label htmlFor="gift-description" className={labelClass}>
          Keterangan
        </label>
        <input
          id="gift-description"
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
          placeholder="Mis. rice cooker, amplop belum dibuka"
          maxLength={200}
          className={inputClass}
        />
        {errors.description ? <p className={errorText}>{errors.description}</p> : null}
      </div>
      {errors.form ? (
        <p role="alert" className={errorText}>
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className={buttonPrimary} disabled={save.isPending}>
        {save.isPending ? 'Menyimpan...' : 'Simpan'}
      </button>
    </form>
  );
}
