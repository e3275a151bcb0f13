import { useState } from 'react';
import { Mail } from 'lucide-react';
import {
  ANSWER_DIGEST_MODE_LABELS,
  ANSWER_DIGEST_MODES,
  answerDigestSettingsSchema,
  type AnswerDigestMode,
  type AnswerDigestView,
} from '@kabar/shared';
import { saveChecked } from '@/lib/save-checked';
import {
  buttonPrimary,
  cardClass,
  errorText,
  inputClass,
  labelClass,
} from '@/components/ui/styles';
import { useAnswerDigest, useSaveAnswerDigest } from '../api/answer-digest';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function DigestForm({ invitationId, saved }: { invitationId: string; saved: AnswerDigestView }) {
  const { canEdit } = saved;
  const save = useSaveAnswerDigest(invitationId);
  const [mode, setMode] = useState<AnswerDigestMode>(saved.mode);
  const [hour, setHour] = useState(saved.hour);
  const [error, setError] = useState<string | null>(null);
  const changed = mode !== saved.mode || hour !== saved.hour;

  const submit = () =>
    saveChecked(
      answerDigestSettingsSchema,
      { mode, hour },
      setError,
      save.mutate,
      'Pengaturan email ringkasan disimpan.',
    );

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={!canEdit}>
        <legend className={labelClass}>Kirim email</legend>
        {ANSWER_DIGEST_MODES.map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm text-stone-800">
            <input
              type="radio"
              name="digest-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-brand-600"
            />
            {ANSWER_DIGEST_MODE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {mode === 'daily' ? (
        <div>
          <label htmlFor="digest-hour" className={labelClass}>
            Jam pengiriman (WIB)
          </label>
          <select
            id="digest-hour"
            className={inputClass}
            value={hour}
            disabled={!canEdit}
            onChange={(event) => setHour(Number(event.target.value))}
          >
            {HOURS.map((value) => (
              <option key={value} value={value}>
                {String(value).padStart(2, '0')}.00
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? <p className={errorText}>{error}</p> : null}
      {canEdit ? (
        <div>
          <button
            type="button"
            className={buttonPrimary}
            disabled={!changed || save.isPending}
            onClick={submit}
          >
            {save.isPending ? 'Menyimpan...' : 'Simpan'}
          </button>
        </div>
      ) : (
        <p className="text-xs text-stone-500">Hanya pemilik dan editor yang bisa mengubahnya.</p>
      )}
    </div>
  );
}

/**
 * The digest email of new answers and wishes (issue 27 item 6): off, once a day at an hour, or at
 * once. Co-admins receive it too, a side manager with their side's answers only.
 */
export function DigestSettings({ invitationId }: { invitationId: string }) {
  const query = useAnswerDigest(invitationId);
  return (
    <section aria-labelledby="digest-title" className={`${cardClass} grid gap-4`}>
      <div className="flex items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="digest-title" className="font-semibold text-stone-900">
            Email ringkasan jawaban
          </h2>
          <p className="text-sm text-stone-600">
            Kabar tentang jawaban RSVP dan ucapan baru, dikirim ke email kamu dan para pengelola
            (pengelola tamu hanya menerima jawaban tamu pihaknya).
          </p>
        </div>
      </div>
      {query.data ? (
        <DigestForm invitationId={invitationId} saved={query.data} />
      ) : query.isError ? (
        <p className={errorText}>{query.error.message}</p>
      ) : (
        <p className="text-sm text-stone-600" aria-busy="true">
          Memuat...
        </p>
      )}
    </section>
  );
}
