import { ORDER_STATUS_LABELS, type OrderStatus } from '@kabar/shared';

const STYLE: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-800',
  review: 'bg-violet-100 text-violet-800',
  paid: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-stone-200 text-stone-700',
  refunded: 'bg-sky-100 text-sky-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${STYLE[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
