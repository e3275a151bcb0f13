import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  formatRupiah,
  VOUCHER_CODE_MAX_LENGTH,
  voucherBadge,
  voucherCodeSchema,
  type OrderItem,
  type VoucherCheckDto,
} from '@kabar/shared';
import { ApiError } from '@/lib/api-client';
import { useCheckVoucher } from '../api/check-voucher';

/**
 * 'Masukkan Voucher': the code is upper-cased as typed, at most 20 characters, and checked by the
 * server for this item. The hint shows the voucher the server suggests (the spec's DISKON30).
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
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useCheckVoucher();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setCode('');
      setError(null);
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = voucherCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    if (onNeedSignIn) return onNeedSignIn(parsed.data);
    check.mutate(
      { code: parsed.data, item },
      {
        onSuccess: (voucher) => onApplied(voucher),
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'Terjadi kesalahan. Coba lagi.'),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="voucher-title"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-xl backdrop:bg-stone-900/50"
    >
      <form onSubmit={submit} className="space-y-4 p-6" noValidate>
        <h2 id="voucher-title" className="font-serif text-2xl text-stone-900">
          Masukkan Voucher
        </h2>
        <div>
          <label htmlFor="voucher-code" className="mb-1 block text-sm font-semibold text-stone-700">
            Kode Voucher
          </label>
          <input
            id="voucher-code"
            name="voucher_code"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.toUpperCase().slice(0, VOUCHER_CODE_MAX_LENGTH))
            }
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
              setCode(suggested.code);
              setError(null);
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
    </dialog>
  );
}
