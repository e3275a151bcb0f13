import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  formatRupiah,
  VOUCHER_CODE_MAX_LENGTH,
  voucherBadge,
  voucherCheckSchema,
  type OrderItem,
  type VoucherCheckDto,
} from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCheckVoucher } from '../api/check-voucher';

/**
 * 'Masukkan Voucher': the code is upper-cased as typed, at most 20 characters, and checked by the
 * server for this item. The hint shows the voucher the server suggests (the demo's DISKON30).
 */
export function VoucherDialog({
  open,
  item,
  suggested,
  onClose,
  onApplied,
  onNeedSignIn,
}: {
  open: boolean;
  item: OrderItem;
  suggested: { code: string; discount: number } | null;
  onClose: () => void;
  onApplied: (voucher: VoucherCheckDto) => void;
  /** Set while signed out: a checked code goes with the buyer to the sign-in. */
  onNeedSignIn?: ((code: string) => void) | undefined;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Masukkan Voucher">
      <VoucherForm
        item={item}
        suggested={suggested}
        onClose={onClose}
        onApplied={onApplied}
        onNeedSignIn={onNeedSignIn}
      />
    </Dialog>
  );
}

/** The server's check for this item reads the same code schema. */
const voucherFormSchema = voucherCheckSchema.pick({ code: true });
type VoucherFormValues = z.input<typeof voucherFormSchema>;

function VoucherForm({
  item,
  suggested,
  onClose,
  onApplied,
  onNeedSignIn,
}: Omit<Parameters<typeof VoucherDialog>[0], 'open'>) {
  const check = useCheckVoucher();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<VoucherFormValues, unknown, z.output<typeof voucherFormSchema>>({
    resolver: zodResolver(voucherFormSchema),
    defaultValues: { code: '' },
  });
  const codeField = register('code');
  const error = errors.code?.message ?? errors.root?.message;

  const submit = handleSubmit(({ code }) => {
    if (onNeedSignIn) return onNeedSignIn(code);
    check.mutate(
      { code, item },
      {
        onSuccess: (voucher) => onApplied(voucher),
        onError: (failure) =>
          setError('root', {
            message:
              failure instanceof ApiError ? failure.message : 'Terjadi kesalahan. Coba lagi.',
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="voucher-code" className="mb-1 block text-sm font-semibold text-stone-700">
          Kode Voucher
        </label>
        <input
          id="voucher-code"
          {...codeField}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase().slice(0, VOUCHER_CODE_MAX_LENGTH);
            return codeField.onChange(event);
          }}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="Contoh: DISKON30"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'voucher-error' : undefined}
          className="w-full rounded-xl border border-stone-300 px-4 py-3 font-mono uppercase tracking-wider text-stone-900 placeholder:font-sans placeholder:normal-case placeholder:tracking-normal focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {error ? (
          <p id="voucher-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {suggested && suggested.discount > 0 ? (
        <button
          type="button"
          onClick={() => {
            setValue('code', suggested.code);
            clearErrors();
          }}
          className="flex w-full items-center justify-between gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50 px-4 py-3 text-left hover:bg-brand-100"
        >
          <span>
            <span className="block font-mono text-sm font-bold tracking-wider text-brand-800">
              {suggested.code}
            </span>
            <span className="block text-sm text-stone-600">
              Hemat {formatRupiah(suggested.discount)}
            </span>
          </span>
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
            {voucherBadge(suggested.discount)}
          </span>
        </button>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-5 py-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          Batal
        </button>
        <button
          type="submit"
          disabled={check.isPending}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {check.isPending ? 'Memeriksa...' : 'Terapkan'}
        </button>
      </div>
    </form>
  );
}
