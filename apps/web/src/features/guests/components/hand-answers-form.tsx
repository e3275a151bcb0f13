import { useId, useState } from 'react';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_VALUES,
  formatLongDate,
  type Attendance,
  type EventAnswersInput,
} from '@kabar/shared';
import { FormActions } from '@/components/ui/form-actions';
import { errorText, inputClass } from '@/components/ui/styles';
import {
  answerNote,
  draftsOf,
  handAnswersInput,
  sessionLine,
  type HandAnswerDraft,
  type HandAnswerRow,
} from '../lib/hand-answers';

const headcountClass = `${inputClass.replace('w-full', 'w-20')} disabled:bg-stone-100`;

function EventAnswerFields({
  row,
  draft,
  invitedCount,
  error,
  onChange,
}: {
  row: HandAnswerRow;
  draft: HandAnswerDraft;
  invitedCount: number;
  error?: string;
  onChange: (draft: HandAnswerDraft) => void;
}) {
  const id = useId();
  const { event } = row;
  const session = sessionLine(row);
  const counted = draft.attendance !== null && draft.attendance !== 'tidak_hadir';
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid="hand-answer"
      className="grid gap-3 rounded-2xl p-4 ring-1 ring-stone-200"
    >
      <div className="min-w-0">
        <h3 id={`${id}-title`} className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
          {event.title}
        </h3>
        <p className="text-sm text-stone-600">
          {formatLongDate(event.date) ?? 'Tanggal belum diisi'}
        </p>
        {session ? <p className="text-sm text-stone-600">{session}</p> : null}
        <p className="mt-1 text-xs text-stone-500">{answerNote(row.answer)}</p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {ATTENDANCE_VALUES.map((value: Attendance) => (
          <label
            key={value}
            className={`flex cursor-pointer items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-center text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              draft.attendance === value
                ? 'bg-brand-50 text-brand-800 ring-brand-400'
                : 'bg-white text-stone-700 ring-stone-300'
            }`}
          >
            <input
              type="radio"
              name={`${id}-attendance`}
              value={value}
              checked={draft.attendance === value}
              onChange={() => onChange({ ...draft, attendance: value })}
              className="size-4 shrink-0 accent-brand-600"
            />
            {ATTENDANCE_LABELS[value]}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={`${id}-guests`} className="text-sm font-medium text-stone-700">
          Jumlah orang
        </label>
        <input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={1}
          max={invitedCount}
          className={headcountClass}
          disabled={!counted}
          value={counted ? draft.guests : ''}
          aria-invalid={!!error}
          onChange={(change) => onChange({ ...draft, guests: Number(change.target.value) })}
        />
        <span className="text-sm text-stone-500">maksimal {invitedCount} orang</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Catat Jawaban": the couple records a guest's answer per invited event, as a guest would give
 * it on the invitation, with the session and its seats in view. Only the events given an answer
 * are sent; problems show on their event, the server's refusal above the buttons.
 */
export function HandAnswersForm({
  rows,
  invitedCount,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  rows: readonly HandAnswerRow[];
  invitedCount: number;
  pending: boolean;
  serverError?: string;
  onSubmit: (input: EventAnswersInput) => void;
  onCancel: () => void;
}) {
  const [drafts, setDrafts] = useState(() => draftsOf(rows));
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(submit) => {
        submit.preventDefault();
        const result = handAnswersInput(rows, drafts, invitedCount);
        if (!result.ok) return setErrors(result.errors);
        setErrors({});
        onSubmit(result.input);
      }}
    >
      {rows.map((row) => (
        <EventAnswerFields
          key={row.event.id}
          row={row}
          draft={drafts[row.event.id]!}
          invitedCount={invitedCount}
          error={errors[row.event.id]}
          onChange={(draft) => {
            setDrafts((current) => ({ ...current, [row.event.id]: draft }));
            setErrors((current) => {
              const next = { ...current };
              delete next[row.event.id];
              delete next.root;
              return next;
            });
          }}
        />
      ))}
      <FormActions
        error={errors.root ?? serverError}
        pending={pending}
        submitLabel="Simpan Jawaban"
        onCancel={onCancel}
      />
    </form>
  );
}
