import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { AUTH_MESSAGES, isValidPhone, PHONE_FORMAT_MESSAGE } from '@kabar/shared';
import { AuthModal } from './auth-modal';
import { FormMessage, inputClass, primaryButtonClass } from './field';

/** The spec's Google phone-entry modal: a phone number, Batal and Lanjutkan. Key it per attempt. */
export function GooglePhoneModal({
  isOpen,
  email,
  initialPhone,
  busy,
  serverError,
  onCancel,
  onSubmit,
}: {
  isOpen: boolean;
  email: string;
  initialPhone: string;
  busy: boolean;
  serverError: string | null;
  onCancel: () => void;
  onSubmit: (phone: string) => void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setError(AUTH_MESSAGES.googlePhoneRequired);
    if (!isValidPhone(phone)) return setError(PHONE_FORMAT_MESSAGE);
    setError(null);
    onSubmit(phone);
  };

  return (
    <AuthModal
      isOpen={isOpen}
      onClose={onCancel}
      title="Masukkan Nomor HP"
      testId="google-phone-modal"
    >
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <p className="text-sm text-stone-600">
          Satu langkah lagi untuk <span className="font-medium text-stone-900">{email}</span>:
          masukkan nomor HP untuk verifikasi akun.
        </p>
        <div>
          <label htmlFor="google-phone" className="mb-1.5 block text-sm font-medium text-stone-700">
            Nomor HP
          </label>
          <input
            id="google-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="081234567890"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={!!(error ?? serverError) || undefined}
            className={inputClass}
          />
        </div>
        <FormMessage message={error ?? serverError} />
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex w-full items-center justify-center rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-50"
          >
            Batal
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
            Lanjutkan
          </button>
        </div>
      </form>
    </AuthModal>
  );
}
