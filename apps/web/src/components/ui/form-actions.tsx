import { buttonPrimary, buttonSecondary, errorText } from './styles';

/** A dialog form's foot: the refusal that concerns no one field, then Batal and the save button. */
export function FormActions({
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  error?: string;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Batal
        </button>
        <button type="submit" className={buttonPrimary} disabled={pending}>
          {pending ? 'Menyimpan...' : submitLabel}
        </button>
      </div>
    </>
  );
}
