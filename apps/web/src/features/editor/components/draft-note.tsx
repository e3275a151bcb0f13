/** Says so when the server draft could not be saved; local progress is kept regardless. */
export function DraftNote({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      Draf belum tersimpan di server ({error}). Isianmu tetap tersimpan di perangkat ini.
    </p>
  );
}
