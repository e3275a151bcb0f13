import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff, Loader2 } from 'lucide-react';

export const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-400';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  invalid?: boolean;
}

/** A labelled text input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, invalid, id, ...props },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={invalid || undefined}
        className={inputClass}
        {...props}
      />
    </div>
  );
});

/** A mobile number, as the phone-verification dialogs ask for it. */
export const PhoneField = forwardRef<HTMLInputElement, Omit<FieldProps, 'label'>>(
  function PhoneField(props, ref) {
    return (
      <TextField
        ref={ref}
        label="Nomor HP"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="081234567890"
        {...props}
      />
    );
  },
);

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField(
  { label, invalid, id, ...props },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={invalid || undefined}
          className={`${inputClass} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-stone-500 hover:text-stone-800"
        >
          {visible ? (
            <EyeOff aria-hidden className="size-5" />
          ) : (
            <Eye aria-hidden className="size-5" />
          )}
        </button>
      </div>
    </div>
  );
});

/** The message area of a form: errors are announced as they appear. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-500';

/** A form's main button: while busy it is disabled and shows progress, so nothing is sent twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
      {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}
