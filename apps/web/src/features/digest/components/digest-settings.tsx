import { useState } from 'react';
import { Mail } from 'lucide-react';
import {
  ANSWER_DIGEST_MODE_LABELS,
  ANSWER_DIGEST_MODES,
  answerDigestSettingsSchema,
  type AnswerDigestMode,
  type AnswerDigestView,
} from '@kabar/shared';
import { SettingsCard } from '@/components/ui/settings-card';
import { cardClass, errorText, inputClass, labelClass } from '@/components/ui/styles';
import { saveChecked } from '@/lib/save-checked';
import { useAnswerDigest, useSaveAnswerDigest } from '../api/answer-digest';
import { OwnDigestSwitch } from './own-digest-switch';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function DigestForm({ invitationId, saved }: { invitationId: string; saved: AnswerDigestView }) {
  const save = useSaveAnswerDigest(invitationId);
  const [mode, setMode] = useState<AnswerDigestMode>(saved.mode);
  const [hour, setHour] = useState(saved.hour);
  const [error, setError] = useState<string | null>(null);

  return (
    <SettingsCard
      id="digest-title"
      icon={<Mail className="size-5" aria-hidden="true" />}
      title="Email ringkasan jawaban"
      description="Kabar tentang jawaban RSVP dan ucapan baru, dikirim ke email kamu dan para pengelola (pengelola tamu hanya menerima jawaban tamu pihaknya)."
      error={error}
      save={
        saved.canEdit
          ? {
              label: 'Simpan',
              pending: save.isPending,
              changed: mode !== saved.mode || hour !== saved.hour,
              onSave: () =>
                saveChecked(
                  answerDigestSettingsSchema,
                  { mode, hour },
                  setError,
                  save.mutate,
                  'Pengaturan email ringkasan disimpan.',
                ),
            }
          : { readOnlyNote: 'Hanya pemilik dan editor yang bisa mengubahnya.' }
      }
      after={
        saved.mode === 'off' ? null : <OwnDigestSwitch invitationId={invitationId} saved={saved} />
      }
    >
      <fieldset className="grid gap-2" disabled={!saved.canEdit}>
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
            disabled={!saved.canEdit}
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
    </SettingsCard>
  );
}

/**
 * The digest email of new answers and wishes (issue 27 item 6): off, once a day at an hour, or at
 * once. Co-admins receive it too, a side manager with their side's answers only.
 */
export function DigestSettings({ invitationId }: { invitationId: string }) {
  const query = useAnswerDigest(invitationId);
  if (query.data) return <DigestForm invitationId={invitationId} saved={query.data} />;
  return (
    <section className={cardClass} aria-busy={query.isPending}>
      {query.isError ? (
        <p className={errorText}>{query.error.message}</p>
      ) : (
        <p className="text-sm text-stone-600">Memuat email ringkasan jawaban...</p>
      )}
    </section>
  );
}
