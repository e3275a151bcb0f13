import type { ReactNode } from 'react';
import { buttonPrimary, cardClass, errorText } from './styles';

/**
 * A small settings form on a card: icon, title and what it does, the fields, the check's message
 * and one save button that is live only when something changed.
 */
export function SettingsCard({
  id,
  icon,
  title,
  description,
  error,
  save,
  children,
  after,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  error: string | null;
  /** Absent when the reader may not change it: `readOnlyNote` is shown instead of a button. */
  save:
    | { label: string; pending: boolean; changed: boolean; onSave: () => void }
    | { readOnlyNote: string };
  children: ReactNode;
  /** Below the save button: a control of its own that the button does not save. */
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} grid gap-4`}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
        <div>
          <h2 id={id} className="font-semibold text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
      </div>
      {children}
      {error ? <p className={errorText}>{error}</p> : null}
      {'readOnlyNote' in save ? (
        <p className="text-xs text-stone-500">{save.readOnlyNote}</p>
      ) : (
        <div>
          <button
            type="button"
            className={buttonPrimary}
            disabled={!save.changed || save.pending}
            onClick={save.onSave}
          >
            {save.pending ? 'Menyimpan...' : save.label}
          </button>
        </div>
      )}
      {after}
    </section>
  );
}
