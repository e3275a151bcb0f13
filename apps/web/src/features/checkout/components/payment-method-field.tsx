import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  PAYMENT_METHOD_GROUP_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodGroup,
  type PaymentMethodId,
} from '@kabar/shared';

const GROUP_HINTS: Record<PaymentMethodGroup, string> = {
  qris: 'Scan dengan aplikasi bank atau e-wallet apa pun',
  virtual_account: 'Bayar lewat ATM, m-banking atau internet banking',
  bank_transfer: 'Transfer dari bank mana pun',
  e_wallet: 'Bayar dari saldo e-wallet',
};

/** 'Metode Pembayaran': the methods the provider offers, grouped as PAYMENT_METHODS lists them. */
export function PaymentMethodField({
  offered,
  register,
  selected,
  error,
}: {
  offered: readonly PaymentMethodId[];
  register: UseFormRegisterReturn<'payment_method'>;
  selected: string | undefined;
  error: string | undefined;
}) {
  const groups = (Object.keys(PAYMENT_METHOD_GROUP_LABELS) as PaymentMethodGroup[])
    .map((group) => ({
      group,
      methods: PAYMENT_METHODS.filter((m) => m.group === group && offered.includes(m.id)),
    }))
    .filter((entry) => entry.methods.length > 0);

  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="sr-only">Metode Pembayaran</legend>
      <div className="space-y-3">
        {groups.map(({ group, methods }) => {
          const single =
            methods.length === 1 && methods[0]!.label === PAYMENT_METHOD_GROUP_LABELS[group];
          const active = methods.some((m) => m.id === selected);
          return (
            <div
              key={group}
              className={`rounded-xl border p-4 ${active ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-white'}`}
            >
              {single ? (
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    value={methods[0]!.id}
                    {...register}
                    className="mt-1 h-4 w-4 accent-brand-600"
                  />
                  <span>
                    <span className="block font-semibold text-stone-900">
                      {PAYMENT_METHOD_GROUP_LABELS[group]}
                    </span>
                    <span className="block text-sm text-stone-600">{GROUP_HINTS[group]}</span>
                  </span>
                </label>
              ) : (
                <div role="group" aria-labelledby={`method-group-${group}`}>
                  <p id={`method-group-${group}`} className="font-semibold text-stone-900">
                    {PAYMENT_METHOD_GROUP_LABELS[group]}
                  </p>
                  <p className="text-sm text-stone-600">{GROUP_HINTS[group]}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {methods.map((method) => (
                      <label key={method.id} className="cursor-pointer">
                        <input
                          type="radio"
                          value={method.id}
                          {...register}
                          className="peer sr-only"
                        />
                        <span className="inline-flex rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                          {method.label}
                        </span>
                      </label>
                    ))}
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id="payment-method-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
