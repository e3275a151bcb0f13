import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { themeIdSchema } from './theme';

/** What a couple can buy: a paid plan, or one theme. Basic is free and never sold. */
export const PURCHASABLE_PLAN_IDS = ['premium', 'vip'] as const;
export type PurchasablePlanId = (typeof PURCHASABLE_PLAN_IDS)[number];

export const orderItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('plan'),
      id: z.enum(PURCHASABLE_PLAN_IDS, { error: 'Paket tidak ditemukan.' }),
    }),
    z.object({ type: z.literal('theme'), id: themeIdSchema }),
  ],
  { error: 'Pilih paket atau tema yang ingin dibeli.' },
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * Payment methods, grouped as the checkout shows them (QRIS, Virtual Account, Bank Transfer, then
 * the e-wallets; docs/product-rules.md, Screens). A provider offers the ones it has.
 */
export const PAYMENT_METHODS = [
  { id: 'qris', group: 'qris', label: 'QRIS' },
  { id: 'va_bca', group: 'virtual_account', label: 'BCA' },
  { id: 'va_mandiri', group: 'virtual_account', label: 'Mandiri' },
  { id: 'va_bni', group: 'virtual_account', label: 'BNI' },
  { id: 'va_bri', group: 'virtual_account', label: 'BRI' },
  { id: 'bank_transfer', group: 'bank_transfer', label: 'Bank Transfer' },
  { id: 'gopay', group: 'e_wallet', label: 'GoPay' },
  { id: 'ovo', group: 'e_wallet', label: 'OVO' },
  { id: 'dana', group: 'e_wallet', label: 'DANA' },
  { id: 'shopeepay', group: 'e_wallet', label: 'ShopeePay' },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export type PaymentMethodGroup = (typeof PAYMENT_METHODS)[number]['group'];
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as [
  PaymentMethodId,
  ...PaymentMethodId[],
];

export const PAYMENT_METHOD_GROUP_LABELS: Record<PaymentMethodGroup, string> = {
  qris: 'QRIS',
  virtual_account: 'Virtual Account',
  bank_transfer: 'Bank Transfer',
  e_wallet: 'E-Wallet',
};

/** 'Virtual Account BCA', 'QRIS', 'GoPay'. */
export function paymentMethodLabel(id: PaymentMethodId): string {
  const method = PAYMENT_METHODS.find((m) => m.id === id)!;
  return method.group === 'virtual_account' ? `Virtual Account ${method.label}` : method.label;
}

export const VOUCHER_CODE_MAX_LENGTH = 20;
export const VOUCHER_MESSAGES = {
  empty: 'Kode voucher harus diisi',
  invalid: 'Kode voucher tidak valid',
  tooLong: `Kode voucher maksimal ${VOUCHER_CODE_MAX_LENGTH} karakter`,
  exhausted: 'Kuota voucher sudah habis',
} as const;

/** Upper-cased automatically, trimmed, 1 to 20 characters (docs/product-rules.md, Validation). */
export const voucherCodeSchema = z
  .string({ error: VOUCHER_MESSAGES.empty })
  .trim()
  .toUpperCase()
  .min(1, { error: VOUCHER_MESSAGES.empty })
  .max(VOUCHER_CODE_MAX_LENGTH, { error: VOUCHER_MESSAGES.tooLong });

/** The voucher dialog's check: would this code apply to this item, and for how much? */
export const voucherCheckSchema = z.object({ code: voucherCodeSchema, item: orderItemSchema });
export type VoucherCheckInput = z.input<typeof voucherCheckSchema>;

/** The checkout form: its fields and messages (docs/product-rules.md, Validation). */
export const checkoutFormSchema = z.object({
  email: z
    .string({ error: 'Email harus diisi' })
    .trim()
    .min(1, { error: 'Email harus diisi' })
    .max(254, { error: 'Format email tidak valid' })
    .pipe(z.email({ error: 'Format email tidak valid' })),
  name: z
    .string({ error: 'Nama harus diisi' })
    .trim()
    .min(1, { error: 'Nama harus diisi' })
    .max(100, { error: 'Nama maksimal 100 karakter' }),
  note: z.string().trim().max(500, { error: 'Catatan maksimal 500 karakter' }).optional(),
  payment_method: z.enum(PAYMENT_METHOD_IDS, { error: 'Pilih metode pembayaran' }),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** POST /api/themes/:id/purchase: the form plus an optional voucher; the theme is in the path. */
export const purchaseInputSchema = checkoutFormSchema.extend({
  voucher_code: z
    .union([voucherCodeSchema, z.literal('').transform(() => undefined), z.null()])
    .optional()
    .transform((code) => code ?? undefined),
});

/** POST /api/orders. Prices never come from the browser: only what is bought and how. */
export const createOrderSchema = purchaseInputSchema.extend({ item: orderItemSchema });
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** POST /api/orders/quote: the item's server price, before any voucher. */
export const quoteInputSchema = z.object({ item: orderItemSchema });

export const ORDER_STATUSES = [
  'awaiting_payment',
  /** A card capture under fraud challenge, waiting for the provider's accept or deny. */
  'review',
  'paid',
  'failed',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Menunggu Pembayaran',
  review: 'Sedang Ditinjau',
  paid: 'Lunas',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
  refunded: 'Dikembalikan',
};

const itemIdSchema = z.union([z.enum(PURCHASABLE_PLAN_IDS), z.number().int().positive()]);
const orderItemTypeSchema = z.enum(['plan', 'theme']);

export const quoteDtoSchema = z.object({
  item: z.object({
    type: orderItemTypeSchema,
    id: itemIdSchema,
    name: z.string(),
    features: z.array(z.string()),
  }),
  price: z.number().int().nonnegative(),
  /** True when the couple can already use what this item unlocks: nothing to buy. */
  already_owned: z.boolean(),
  payment_methods: z.array(z.enum(PAYMENT_METHOD_IDS)),
  /** A voucher worth showing as the dialog's hint (the demo's DISKON30), if one applies. */
  suggested_voucher: z
    .object({ code: z.string(), discount: z.number().int().nonnegative() })
    .nullable(),
});
export type QuoteDto = z.infer<typeof quoteDtoSchema>;

export const voucherCheckDtoSchema = z.object({
  code: z.string(),
  subtotal: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type VoucherCheckDto = z.infer<typeof voucherCheckDtoSchema>;

export const orderDtoSchema = z.object({
  order_id: z.string(),
  item: z.object({ type: orderItemTypeSchema, id: itemIdSchema, name: z.string() }),
  email: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  subtotal: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  voucher_code: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHOD_IDS),
  status: z.enum(ORDER_STATUSES),
  /** Where to pay (our sandbox page or the provider's), while payment is awaited. */
  pay_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

export const userPlanDtoSchema = z.object({
  plan: z.enum(PLAN_IDS),
  plan_name: z.string(),
  purchased_theme_ids: z.array(z.number().int().positive()),
});
export type UserPlanDto = z.infer<typeof userPlanDtoSchema>;

/** '30K OFF' for 30000: the voucher hint's badge. */
export function voucherBadge(discount: number): string {
  return discount % 1000 === 0 ? `${discount / 1000}K OFF` : `${discount} OFF`;
}

export const SANDBOX_TRANSACTION_STATUSES = ['pending', 'settlement', 'cancel', 'expire'] as const;
export type SandboxTransactionStatus = (typeof SANDBOX_TRANSACTION_STATUSES)[number];

/** The sandbox pay page's view of its transaction. */
export const sandboxPaymentDtoSchema = z.object({
  order_id: z.string(),
  item_name: z.string(),
  amount: z.number().int().nonnegative(),
  method: z.enum(PAYMENT_METHOD_IDS),
  method_label: z.string(),
  account_number: z.string().nullable(),
  /** A QR image (SVG data URL) for QRIS and e-wallets. */
  qr_image: z.string().nullable(),
  status: z.enum(SANDBOX_TRANSACTION_STATUSES),
  expires_at: z.iso.datetime(),
  finish_url: z.string(),
});
export type SandboxPaymentDto = z.infer<typeof sandboxPaymentDtoSchema>;
