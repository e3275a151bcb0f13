import { z } from 'zod';
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

export interface QuoteDto {
  item: { type: OrderItem['type']; id: string | number; name: string; features: string[] };
  price: number;
  /** True when the couple can already use what this item unlocks: nothing to buy. */
  already_owned: boolean;
  payment_methods: PaymentMethodId[];
  /** A voucher worth showing as the dialog's hint (the demo's DISKON30), if one applies. */
  suggested_voucher: { code: string; discount: number } | null;
}

export interface VoucherCheckDto {
  code: string;
  subtotal: number;
  discount: number;
  total: number;
}

export interface OrderDto {
  order_id: string;
  item: { type: OrderItem['type']; id: string | number; name: string };
  email: string;
  name: string;
  note: string | null;
  subtotal: number;
  discount: number;
  total: number;
  voucher_code: string | null;
  payment_method: PaymentMethodId;
  status: OrderStatus;
  /** Where to pay (our sandbox page or the provider's), while payment is awaited. */
  pay_url: string | null;
  created_at: string;
  paid_at: string | null;
  expires_at: string;
}

export interface UserPlanDto {
  plan: 'basic' | 'premium' | 'vip';
  plan_name: string;
  purchased_theme_ids: number[];
}

/** '30K OFF' for 30000: the voucher hint's badge. */
export function voucherBadge(discount: number): string {
  return discount % 1000 === 0 ? `${discount / 1000}K OFF` : `${discount} OFF`;
}

export type SandboxTransactionStatus = 'pending' | 'settlement' | 'cancel' | 'expire';

/** The sandbox pay page's view of its transaction. */
export interface SandboxPaymentDto {
  order_id: string;
  item_name: string;
  amount: number;
  method: PaymentMethodId;
  method_label: string;
  account_number: string | null;
  /** A QR image (SVG data URL) for QRIS and e-wallets. */
  qr_image: string | null;
  status: SandboxTransactionStatus;
  expires_at: string;
  finish_url: string;
}
