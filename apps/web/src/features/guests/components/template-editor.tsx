import { useState } from 'react';
import {
  GUEST_MESSAGE_PLACEHOLDERS,
  GUEST_TEMPLATE_MAX,
  guestTemplateSchema,
  type GuestSendRound,
  type GuestTemplatesInput,
} from '@kabar/shared';
import { useSaveTemplates } from '../api/save-templates';
import { buttonPrimary, buttonSecondary, errorText, inputClass } from './styles';

const FIELD: Record<GuestSendRound, keyof GuestTemplatesInput> = {
  invite: 'inviteTemplate',
  reminder: 'reminderTemplate',
};

/** The round's message, with its placeholders explained and checked before saving. */
export function TemplateEditor({
  invitationId,
  templates,
  defaults,
  round,
}: {
  invitationId: string;
  templates: GuestTemplatesInput;
  defaults: GuestTemplatesInput;
  round: GuestSendRound;
}) {
  const field = FIELD[round];
  const [drafts, setDrafts] = useState<Partial<Record<GuestSendRound, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveTemplates(invitationId);
  const value = drafts[round] ?? templates[field];
  const changed = value !== templates[field];

  const submit = () => {
    const parsed = guestTemplateSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setError(null);
    save.mutate(
      { ...templates, [field]: parsed.data },
      {
        onSuccess: () => {
          setDrafts((current) => ({ ...current, [round]: undefined }));
          setSaved(true);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <summary className="cursor-pointer font-semibold text-stone-900">
        Ubah template {round === 'invite' ? 'undangan' : 'pengingat'}
      </summary>
      <div className="mt-4 grid gap-3">
        <p className="text-sm text-stone-600">
          Penanda yang bisa dipakai:{' '}
          {Object.entries(GUEST_MESSAGE_PLACEHOLDERS).map(([name, meaning], i) => (
            <span key={name}>
              {i ? ', ' : ''}
              <code className="rounded bg-stone-100 px-1">{`{${name}}`}</code> ({meaning})
            </span>
          ))}
          .
        </p>
        <label htmlFor={`template-${round}`} className="sr-only">
          Template pesan
        </label>
        <textarea
          id={`template-${round}`}
          rows={10}
          maxLength={GUEST_TEMPLATE_MAX}
          value={value}
          onChange={(event) => {
            setDrafts((current) => ({ ...current, [round]: event.target.value }));
            setSaved(false);
          }}
          className={inputClass}
          aria-invalid={!!error}
        />
        {error ? <p className={errorText}>{error}</p> : null}
        {saved && !changed ? <p className="text-sm text-emerald-700">Template disimpan.</p> : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonPrimary}
            disabled={!changed || save.isPending}
            onClick={submit}
          >
            {save.isPending ? 'Menyimpan...' : 'Simpan template'}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setDrafts((current) => ({ ...current, [round]: defaults[field] }));
              setSaved(false);
            }}
          >
            Pakai template bawaan
          </button>
        </div>
      </div>
    </details>
  );
}
