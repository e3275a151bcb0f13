import { ApiError } from '@/lib/api-client';
import { NotForYourRole } from './not-for-your-role';

/**
 * A failed load: 'Error: {message}' with 'Coba Lagi' (docs/product-rules.md, Screens). A page the
 * reader's role may not use says so instead: trying again cannot help there.
 */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) return <NotForYourRole />;
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
