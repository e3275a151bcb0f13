import type { OrderDto } from '@kabar/shared';
import type { Order } from './orders.schema';

export function toOrderDto(order: Order): OrderDto {
  return {
    order_id: order.id,
    item: {
      type: order.itemType,
      id: order.itemType === 'plan' ? order.planId! : order.themeId!,
      name: order.itemName,
    },
    email: order.buyerEmail,
    name: order.buyerName,
    note: order.note,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    voucher_code: order.voucherCode,
    payment_method: order.paymentMethod,
    status: order.status,
    pay_url: order.status === 'awaiting_payment' || order.status === 'failed' ? order.payUrl : null,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    expires_at: order.expiresAt.toISOString(),
  };
}
