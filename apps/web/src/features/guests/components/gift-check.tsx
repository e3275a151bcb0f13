import { Check, X } from 'lucide-react';
import { GIFT_STATUS_LABELS, type GiftDto } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { useSetGiftStatus } from '../api/gifts';

const BADGE: Record<GiftDto['status'], string> = {
  waiting: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-stone-200 text-stone-700',
};

/**
 * A guest's "Sudah kirim" waits for the couple's check against their own statement: its state,
 * and while it waits, confirm or reject.
 */
export function GiftCheck({ gift, invitationId }: { gift: GiftDto; invitationId: string }) {
  const setStatus = useSetGiftStatus(invitationId);
  const decide = (status: 'confirmed' | 'rejected') =>
    setStatus.mutate(
      { giftId: gift.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'confirmed' ? 'Kiriman dikonfirmasi.' : 'Kiriman ditolak.'),
        onError: (error) => toast.error(error.message),
      },
    );
  if (gift.status === 'confirmed') return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[gift.status]}`}
        data-testid="gift-status"
      >
        {GIFT_STATUS_LABELS[gift.status]}
      </span>
      {gift.status === 'waiting' ? (
        <>
          <button
            type="button"
            className="rounded-full p-1.5 text-emerald-700 hover:bg-emerald-50"
            aria-label={`Konfirmasi kiriman dari ${gift.fromName}`}
            disabled={setStatus.isPending}
            onClick={() => decide('confirmed')}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="rounded-full p-1.5 text-red-700 hover:bg-red-50"
            aria-label={`Tolak kiriman dari ${gift.fromName}`}
            disabled={setStatus.isPending}
            onClick={() => decide('rejected')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </span>
  );
}
