import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHOD_IDS } from '@kabar/shared';

/** The OrderDto contract, checked in tests so the web client can rely on it. */
export const orderDtoShape = z.strictObject({
  order_id: z.string(),
  item: z.strictObject({
    type: z.enum(['plan', 'theme']),
    id: z.union([z.string(), z.number()]),
    name: z.string(),
  }),
  email: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  voucher_code: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHOD_IDS),
  status: z.enum(ORDER_STATUSES),
  pay_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
});
