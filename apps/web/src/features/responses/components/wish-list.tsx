import type { WishDto } from '@kabar/shared';
import { useSetWishHidden } from '../api/hide-wish';
import { formatTime } from './format-time';

/** The guest book as the couple sees it, hidden wishes included, each with its toggle. */
export function WishList({ invitationId, wishes }: { invitationId: string; wishes: WishDto[] }) {
  const toggle = useSetWishHidden(invitationId);
  if (!wishes.length) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
        Belum ada ucapan dari tamu.
      </p>
    );
  }
  return (
    <>
      {toggle.isError ? (
        <p role="alert" className="mb-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          {toggle.error.message}
        </p>
      ) : null}
      <ul className="space-y-3" data-testid="wish-list">
        {wishes.map((wish) => {
          const busy = toggle.isPending && toggle.variables?.wishId === wish.id;
          return (
            <li
              key={wish.id}
              data-testid="wish-item"
              className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${wish.hidden ? 'opacity-70' : ''}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {wish.name}
                    {wish.hidden ? (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
                        Disembunyikan
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-stone-500">{formatTime(wish.created_at)}</p>
                </div>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => toggle.mutate({ wishId: wish.id, hidden: !wish.hidden })}
                  className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
                >
                  {busy ? 'Menyimpan...' : wish.hidden ? 'Tampilkan' : 'Sembunyikan'}
                </button>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-stone-700">{wish.message}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
