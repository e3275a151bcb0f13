import { z } from 'zod';
import { ORDER_STATUSES, PURCHASABLE_PLAN_IDS, VOUCHER_CODE_MAX_LENGTH } from './orders';
import { VOUCHER_KINDS } from './order-amounts';
import { PLAN_IDS } from './plans';

/** The console's messages for bad input (issue 31, Must have 5). */
export const ADMIN_MESSAGES = {
  priceNegative: 'Harga tidak boleh di bawah nol.',
  priceWhole: 'Harga harus berupa angka rupiah bulat.',
  voucherCodeTaken: 'Kode voucher ini sudah dipakai voucher lain.',
  voucherCodeFormat: `Kode voucher 1–${VOUCHER_CODE_MAX_LENGTH} huruf besar atau angka.`,
  voucherAmount: 'Potongan harus lebih dari nol.',
  voucherPercent: 'Potongan persen paling besar 100%.',
  voucherAbovePrice: 'Potongan lebih besar dari harga barang yang dipilih.',
  voucherWindow: 'Akhir masa berlaku harus setelah awalnya.',
  voucherLimit: 'Batas pemakaian tidak boleh di bawah nol.',
  refundNotPaid: 'Hanya pesanan yang sudah lunas yang bisa dikembalikan.',
  refundReason: 'Tulis alasan pengembalian dana (minimal 5 karakter).',
  receiptNotPaid: 'Struk hanya untuk pesanan yang sudah lunas.',
  refundRefused: 'Dana belum dikembalikan dan pesanan tidak berubah.',
  refundOtherProvider: (provider: string) =>
    `Pesanan ini dibayar lewat ${provider}, bukan penyedia pembayaran yang aktif sekarang. Kembalikan dananya di ${provider}.`,
} as const;

export const priceSchema = z
  .number({ error: ADMIN_MESSAGES.priceWhole })
  .int({ error: ADMIN_MESSAGES.priceWhole })
  .min(0, { error: ADMIN_MESSAGES.priceNegative });

export const planPriceInputSchema = z.object({ price: priceSchema });
export const themeCatalogueInputSchema = z.object({ price: priceSchema, visible: z.boolean() });

export const planPriceSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number().int(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;
export const planPricesSchema = z.array(planPriceSchema);

export const adminThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: z.string(),
  price: z.number().int(),
  visible: z.boolean(),
});

const dateTimeInput = z
  .union([z.iso.datetime({ offset: true }), z.literal(''), z.null()])
  .transform((value) => (value ? new Date(value) : null));

/** Create or edit a voucher. `plan_ids`/`theme_ids` null: every plan/theme; []: none. */
export const voucherInputSchema = z
  .object({
    code: z
      .string({ error: ADMIN_MESSAGES.voucherCodeFormat })
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9]{1,${VOUCHER_CODE_MAX_LENGTH}}$`), {
        error: ADMIN_MESSAGES.voucherCodeFormat,
      }),
    kind: z.enum(VOUCHER_KINDS),
    amount: z
      .number({ error: ADMIN_MESSAGES.voucherAmount })
      .int({ error: ADMIN_MESSAGES.voucherAmount })
      .positive({ error: ADMIN_MESSAGES.voucherAmount }),
    max_discount: z.number().int().positive().nullable().default(null),
    plan_ids: z.array(z.enum(PURCHASABLE_PLAN_IDS)).nullable().default(null),
    theme_ids: z.array(z.number().int().positive()).nullable().default(null),
    usage_limit: z
      .number()
      .int()
      .min(0, { error: ADMIN_MESSAGES.voucherLimit })
      .nullable()
      .default(null),
    valid_from: dateTimeInput.default(null),
    valid_until: dateTimeInput.default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: ADMIN_MESSAGES.voucherPercent });
    }
    if (value.valid_from && value.valid_until && value.valid_until <= value.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: ADMIN_MESSAGES.voucherWindow,
      });
    }
  });
export type VoucherInput = z.input<typeof voucherInputSchema>;

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  amount: z.number().int(),
  max_discount: z.number().int().nullable(),
  plan_ids: z.array(z.enum(PURCHASABLE_PLAN_IDS)).nullable(),
  theme_ids: z.array(z.number().int()).nullable(),
  usage_limit: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

/** A search box: order id, email or phone; empty lists the newest. */
export const searchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const adminOrderSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  buyer_email: z.string(),
  buyer_name: z.string(),
  item_name: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  voucher_code: z.string().nullable(),
  provider: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  /** The provider's own answer (`fetchStatus`), null when it knows no such transaction. */
  provider_status: z
    .object({ transaction_status: z.string(), gross_amount: z.string() })
    .nullable(),
  /** Why the provider could not be asked, when it could not. */
  provider_error: z.string().nullable(),
});

export const refundInputSchema = z.object({
  reason: z
    .string({ error: ADMIN_MESSAGES.refundReason })
    .trim()
    .min(5, { error: ADMIN_MESSAGES.refundReason })
    .max(500),
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  status: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  orders: z.array(adminOrderSchema),
  invitations: z.array(
    z.object({
      id: z.string(),
      slug: z.string().nullable(),
      status: z.string(),
      published_at: z.string().nullable(),
    }),
  ),
  active_sessions: z.number().int(),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  created_at: z.string(),
});
export type AuditEventDto = z.infer<typeof auditEventSchema>;
export const auditPageSchema = z.object({ events: z.array(auditEventSchema) });
export const auditQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});

export const overviewDaySchema = z.object({
  day: z.string(),
  sign_ups: z.number().int(),
  published: z.number().int(),
  paid_orders: z.number().int(),
  revenue: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const overviewSchema = z.object({
  days: z.array(overviewDaySchema),
  provider: z.object({ name: z.string(), methods: z.array(z.string()) }),
  jobs: z.array(z.object({ queue: z.string(), state: z.string(), count: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
