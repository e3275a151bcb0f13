import { useMemo, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { formatRupiah, GIFT_KIND_LABELS, GIFT_KINDS, roleCan, type GiftDto } from '@kabar/shared';
import { downloadCsv } from '@/lib/download-csv';
import { useDeleteGift, useGifts } from '../api/gifts';
import { formatDateTime } from './format';
import { GiftCheck } from './gift-check';
import { GiftForm } from './gift-form';
import { GiftAddressForm } from './gift-address-form';
import { QrisUpload } from './qris-upload';
import { useGuestsContext } from './guests-layout';
import { SearchField } from '@/components/ui/search-field';
import { toast } from '@/components/ui/toast';
import { buttonSecondary, cardClass } from './styles';

/** The family's record of envelopes and gifts, for returning the favour later. */
export function GuestGiftsPage() {
  const { invitationId, invitation, guests, role } = useGuestsContext();
  const gifts = useGifts(invitationId);
  const remove = useDeleteGift(invitationId);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const list = gifts.data?.gifts ?? [];
    return needle
      ? list.filter((gift) => `${gift.fromName} ${gift.description}`.toLowerCase().includes(needle))
      : list;
  }, [gifts.data, query]);

  const exportCsv = () =>
    downloadCsv(
      `/invitations/${invitationId}/gifts/export`,
      `hadiah-${invitation.slug ?? 'undangan'}.csv`,
    ).catch((error: Error) => toast.error(error.message));

  return (
    <div className="grid gap-5 lg:grid-cols-[22rem_1fr]">
      <div className="grid content-start gap-4">
        <GiftForm
          invitationId={invitationId}
          guests={guests}
          onSaved={(gift: GiftDto) => toast.success(`Hadiah dari ${gift.fromName} dicatat.`)}
        />
        {roleCan(role, 'edit') ? (
          <>
            <QrisUpload invitationId={invitationId} />
            <GiftAddressForm invitationId={invitationId} />
          </>
        ) : null}
      </div>
      <section aria-label="Catatan amplop dan kado" className="grid content-start gap-4">
        {gifts.isPending ? (
          <p className="text-stone-600">Memuat catatan...</p>
        ) : gifts.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
            Error: {gifts.error.message}
            <button type="button" className="ml-3 underline" onClick={() => void gifts.refetch()}>
              Coba Lagi
            </button>
          </div>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gift-totals">
              <div className="col-span-2 rounded-2xl bg-brand-50 p-4 sm:col-span-1">
                <p className="text-xl font-semibold text-brand-900">
                  {formatRupiah(gifts.data.totals.amount)}
                </p>
                <p className="text-sm text-brand-800">Total nominal</p>
              </div>
              {GIFT_KINDS.map((kind) => (
                <div key={kind} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                  <p className="text-xl font-semibold text-stone-900">
                    {gifts.data.totals.byKind[kind].count}
                  </p>
                  <p className="text-sm text-stone-600">{GIFT_KIND_LABELS[kind]}</p>
                </div>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <SearchField
                label="Cari catatan"
                value={query}
                onChange={setQuery}
                placeholder="Cari nama atau keterangan"
                className="min-w-0 flex-1"
              />
              <button
                type="button"
                className={buttonSecondary}
                onClick={exportCsv}
                disabled={!gifts.data.gifts.length}
              >
                <Download className="h-4 w-4" aria-hidden="true" /> Ekspor CSV
              </button>
            </div>
            {shown.length ? (
              <ul className={`${cardClass} grid gap-0 p-0 sm:p-0`} data-testid="gift-list">
                {shown.map((gift) => (
                  <li
                    key={gift.id}
                    className="flex items-center gap-3 border-b border-stone-100 px-4 py-3 last:border-b-0"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                        <span className="truncate">{gift.fromName}</span>
                        <GiftCheck gift={gift} invitationId={invitationId} />
                      </p>
                      <p className="text-sm text-stone-600">
                        {GIFT_KIND_LABELS[gift.kind]}
                        {gift.description ? ` · ${gift.description}` : ''} ·{' '}
                        {formatDateTime(gift.receivedAt)}
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold text-stone-900">
                      {gift.amount !== null ? formatRupiah(gift.amount) : '—'}
                    </p>
                    <button
                      type="button"
                      aria-label={`Hapus catatan dari ${gift.fromName}`}
                      className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-red-700"
                      onClick={() =>
                        remove.mutate(gift.id, {
                          onSuccess: () => toast.success('Catatan hadiah dihapus.'),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
                {gifts.data.gifts.length
                  ? 'Tidak ada catatan yang cocok.'
                  : 'Belum ada amplop atau kado yang dicatat.'}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
