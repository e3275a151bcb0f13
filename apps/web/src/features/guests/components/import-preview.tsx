import { useState } from 'react';
import type { GuestImportOutcome, GuestImportPlan } from '@kabar/shared';
import { buttonPrimary, buttonSecondary } from './styles';

const OUTCOMES: Record<GuestImportOutcome, { label: string; colour: string }> = {
  new: { label: 'Baru', colour: 'bg-emerald-50 text-emerald-800' },
  merged: { label: 'Digabung', colour: 'bg-sky-50 text-sky-800' },
  existing: { label: 'Sudah ada', colour: 'bg-violet-50 text-violet-800' },
  invalid: { label: 'Bermasalah', colour: 'bg-red-50 text-red-800' },
};

/** Rows drawn at once; a 5,000-row file still previews instantly. */
const PREVIEW_LIMIT = 200;

function explain(row: GuestImportPlan['rows'][number]): string {
  if (row.outcome === 'invalid') return row.problems.join(' ');
  if (row.outcome === 'merged')
    return `Nomor HP sama dengan baris ${row.mergedIntoLine}; digabung.`;
  if (row.outcome === 'existing')
    return `Nomor HP sudah dipakai ${row.existingName}; data digabung.`;
  return '';
}

export function ImportPreview({
  plan,
  toSave,
  saving,
  onSave,
  onCancel,
}: {
  plan: GuestImportPlan;
  toSave: number;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const [problemsOnly, setProblemsOnly] = useState(plan.counts.invalid > 0);
  const rows = problemsOnly ? plan.rows.filter((row) => row.outcome === 'invalid') : plan.rows;
  return (
    <section
      aria-label="Pratinjau impor"
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2" data-testid="import-counts">
        {(Object.keys(OUTCOMES) as GuestImportOutcome[]).map((outcome) => (
          <span
            key={outcome}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${OUTCOMES[outcome].colour}`}
          >
            {plan.counts[outcome].toLocaleString('id-ID')} {OUTCOMES[outcome].label.toLowerCase()}
          </span>
        ))}
      </div>
      {plan.counts.invalid ? (
        <p className="text-sm text-stone-700">
          Baris bermasalah tidak akan disimpan. Perbaiki di teks atau file, lalu lihat pratinjau
          lagi.
        </p>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={problemsOnly}
          onChange={(event) => setProblemsOnly(event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        Hanya tampilkan baris bermasalah
      </label>
      <ul className="grid gap-2 sm:hidden">
        {rows.slice(0, PREVIEW_LIMIT).map((row) => (
          <li key={row.line} className="rounded-xl bg-stone-50 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium text-stone-900">
                {row.line}. {row.name || '—'}
              </span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOMES[row.outcome].colour}`}
              >
                {OUTCOMES[row.outcome].label}
              </span>
            </div>
            {row.phone ? <p className="text-stone-600">{row.phone}</p> : null}
            {explain(row) ? <p className="mt-1 text-stone-700">{explain(row)}</p> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm" data-testid="import-preview">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-stone-500">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Baris
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Nama
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Nomor HP
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Hasil
              </th>
              <th scope="col" className="py-2 pl-2 font-semibold">
                Keterangan
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_LIMIT).map((row) => (
              <tr
                key={row.line}
                data-outcome={row.outcome}
                className="border-t border-stone-100 align-top"
              >
                <td className="py-2 pr-2 text-stone-500">{row.line}</td>
                <td className="px-2 py-2 text-stone-900">{row.name || '—'}</td>
                <td className="px-2 py-2 text-stone-700">{row.phone || '—'}</td>
                <td className="px-2 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOMES[row.outcome].colour}`}
                  >
                    {OUTCOMES[row.outcome].label}
                  </span>
                </td>
                <td className="py-2 pl-2 text-stone-700">{explain(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_LIMIT ? (
        <p className="text-sm text-stone-500">
          Menampilkan {PREVIEW_LIMIT} dari {rows.length.toLocaleString('id-ID')} baris.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Batal
        </button>
        <button
          type="button"
          className={buttonPrimary}
          disabled={!toSave || saving}
          onClick={onSave}
        >
          {saving ? 'Menyimpan...' : `Simpan ${toSave.toLocaleString('id-ID')} baris`}
        </button>
      </div>
    </section>
  );
}
