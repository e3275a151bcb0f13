import { useState } from 'react';
import type { z } from 'zod';
import { GUEST_TEMPLATE_MAX } from '@kabar/shared';
import { buttonPrimary, buttonSecondary, errorText, inputClass } from './styles';

/**
 * One round's message, with its placeholders explained and checked by the schema the server
 * parses before saving. The parent keys it by round, so a draft belongs to its round.
 */
export function TemplateEditor({
  id,
  label,
  placeholders,
  saved,
  fallback,
  schema,
  save,
}: {
  id: string;
  /** 'undangan', 'pengingat', 'terima kasih'... as in "Ubah template …". */
  label: string;
  placeholders: Readonly<Record<string, string>>;
  saved: string;
  /** What "Pakai template bawaan" puts back. */
  fallback: string;
  schema: z.ZodType<string>;
  save: (template: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const value = draft ?? saved;
  const changed = value !== saved;

  const submit = async () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await save(parsed.data);
      setDraft(null);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <summary className="cursor-pointer font-semibold text-stone-900">
        Ubah template {label}
      </summary>
      <div className="mt-4 grid gap-3">
        <p className="text-sm text-stone-600">
          Penanda yang bisa dipakai:{' '}
          {Object.entries(placeholders).map(([name, meaning], i) => (
            <span key={name}>
              {i ? ', ' : ''}
              <code className="rounded bg-stone-100 px-1">{`{${name}}`}</code> ({meaning})
            </span>
          ))}
          .
        </p>
        <label htmlFor={`template-${id}`} className="sr-only">
          Template pesan
        </label>
        <textarea
          id={`template-${id}`}
          rows={10}
          maxLength={GUEST_TEMPLATE_MAX}
          value={value}
          onChange={(event) => {
            setDraft(event.target.value);
            setDone(false);
          }}
          className={inputClass}
          aria-invalid={!!error}
        />
        {error ? <p className={errorText}>{error}</p> : null}
        {done && !changed ? <p className="text-sm text-emerald-700">Template disimpan.</p> : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonPrimary}
            disabled={!changed || pending}
            onClick={() => void submit()}
          >
            {pending ? 'Menyimpan...' : 'Simpan template'}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setDraft(fallback);
              setDone(false);
            }}
          >
            Pakai template bawaan
          </button>
        </div>
      </div>
    </details>
  );
}
