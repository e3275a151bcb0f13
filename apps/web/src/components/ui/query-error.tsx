/** A failed load: 'Error: {message}' with 'Coba Lagi' (docs/product-rules.md, Screens). */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
      <p>Error: {error.message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      >
        Coba Lagi
      </button>
    </div>
  );
}
