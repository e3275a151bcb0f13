import { Lock } from 'lucide-react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fieldDefault, isFieldShown, shownWhenFieldName, type FormField } from '@kabar/shared';
import { fieldMaxLength } from '@kabar/shared/invitation-content';
import { paths } from '@/config/paths';

export type FieldValue = string | boolean;

export interface FieldLock {
  planId: string;
  planName: string;
}

const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500';

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  text: 'text',
  email: 'email',
  url: 'url',
  date: 'date',
  time: 'time',
};

/** Number fields (account numbers) keep digits only and ask phones for the numeric keypad. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

export function fieldId(name: string): string {
  return `field-${name}`;
}

/**
 * The value of the sibling control a `shownWhen` field follows. Pages hand each field only its
 * own value, so the sibling is read from the form it shares, before paint and on every change.
 */
function useControlValue(controlName: string | undefined): string {
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (controlName === undefined) return;
    const controlId = fieldId(controlName);
    const read = () => {
      const control = document.getElementById(controlId);
      setValue(control && 'value' in control ? String(control.value) : '');
    };
    read();
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLElement && event.target.id === controlId) read();
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [controlName]);
  return value;
}

function LockNote({ lock }: { lock: FieldLock }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-amber-800">
      <Lock className="size-3.5" aria-hidden="true" />
      Termasuk paket {lock.planName}.
      <Link
        to={`${paths.checkout.getHref()}?plan=${lock.planId}`}
        className="font-semibold underline underline-offset-2"
      >
        Upgrade
      </Link>
    </p>
  );
}

function Label({
  htmlFor,
  field,
  children,
}: {
  htmlFor: string;
  field: FormField;
  children?: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-stone-700">
      {field.label}
      {field.required ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
      {children}
    </label>
  );
}

/**
 * One field of the server's form configuration, drawn by its type: text, number, email, date,
 * time, textarea, select, switch, checkbox or url (with its optional suffix).
 */
export function DynamicField({
  name,
  field,
  value,
  onChange,
  error,
  disabled = false,
  lock,
}: {
  name: string;
  field: FormField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string;
  disabled?: boolean;
  lock?: FieldLock;
}) {
  const controlValue = useControlValue(shownWhenFieldName(name, field));
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const current = lock
    ? field.type === 'switch' || field.type === 'checkbox'
      ? false
      : ''
    : (value ?? fieldDefault(field));
  const isDisabled = disabled || lock !== undefined;
  const common = {
    id,
    name,
    disabled: isDisabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  if (!isFieldShown(field, controlValue)) return null;
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (field.type === 'switch') {
    const on = current === true;
    return (
      <div>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <span id={`${id}-label`} className="text-sm font-semibold text-stone-700">
            {field.label}
          </span>
          <button
            {...common}
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${id}-label`}
            onClick={() => onChange(!on)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-brand-600' : 'bg-stone-300'}`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
            />
          </button>
        </div>
        {lock ? <LockNote lock={lock} /> : null}
        {errorText}
      </div>
    );
  }

  if (field.type === 'checkbox') {
    return (
      <div>
        <label
          htmlFor={id}
          className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700"
        >
          <input
            {...common}
            type="checkbox"
            checked={current === true}
            onChange={(event) => onChange(event.target.checked)}
            className="size-4 rounded border-stone-300 accent-brand-600"
          />
          {field.label}
        </label>
        {lock ? <LockNote lock={lock} /> : null}
        {errorText}
      </div>
    );
  }

  const text = typeof current === 'string' ? current : String(current);
  const max = fieldMaxLength(field);
  let control: ReactNode;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        required={field.required}
        rows={4}
        maxLength={max}
        placeholder={field.placeholder}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        required={field.required}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{field.placeholder ?? `Pilih ${field.label}`}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'number') {
    control = (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        required={field.required}
        maxLength={max}
        placeholder={field.placeholder}
        value={text}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
        className={inputClass}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPES[field.type] ?? 'text'}
        required={field.required}
        maxLength={max}
        placeholder={field.placeholder}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    );
  }

  return (
    <div>
      <Label htmlFor={id} field={field} />
      {field.suffix ? (
        <div className="flex items-stretch">
          <div className="min-w-0 flex-1 [&>*]:rounded-r-none">{control}</div>
          <span className="flex items-center rounded-r-xl border border-l-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-600">
            {field.suffix}
          </span>
        </div>
      ) : (
        control
      )}
      {lock ? <LockNote lock={lock} /> : null}
      {errorText}
    </div>
  );
}
