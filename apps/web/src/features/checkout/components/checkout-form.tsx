import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import {
  checkoutFormSchema,
  formatRupiah,
  type CheckoutFormInput,
  type OrderItem,
  type QuoteDto,
  type VoucherCheckDto,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { withReturnPath } from '@/lib/return-path';
import { getStoredUser } from '@/lib/session-storage';
import { useCheckVoucher } from '../api/check-voucher';
import { useCreateOrder } from '../api/create-order';
import { saveCheckoutDraft, takeCheckoutDraft } from '../lib/checkout-draft';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { VoucherDialog } from './voucher-dialog';

const FORM_FIELDS = ['email', 'name', 'note', 'payment_method'] as const;

const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`section-${n}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2
        id={`section-${n}`}
        className="mb-4 flex items-center gap-3 font-serif text-xl text-stone-900"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 font-sans text-sm font-bold text-brand-700">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The checkout form: buyer, payment method, note, then the summary that submits it. */
export function CheckoutForm({ item, quote }: { item: OrderItem; quote: QuoteDto }) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = getStoredUser();
  const signedIn = isAuthenticatedFlagSet();
  // What the buyer filled in before signing in comes back once, on the first render after it.
  const [draft] = useState(() => (signedIn ? takeCheckoutDraft() : null));
  const [voucher, setVoucher] = useState<VoucherCheckDto | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const createOrder = useCreateOrder();
  const reapply = useCheckVoucher();

  const form = useForm<CheckoutFormInput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      email: user?.email ?? '',
      name: user?.name ?? '',
      note: '',
      ...draft?.values,
    },
  });

  const applied = (next: VoucherCheckDto) => {
    setVoucher(next);
    setVoucherError(null);
    toast.success(`Voucher ${next.code} dipakai. Hemat ${formatRupiah(next.discount)}!`);
  };
  const reapplied = useRef(false);
  useEffect(() => {
    if (reapplied.current || !draft?.voucherCode) return;
    reapplied.current = true;
    reapply.mutate(
      { code: draft.voucherCode, item },
      {
        onSuccess: applied,
        onError: (error) => setVoucherError(error.message),
      },
    );
  });

  /** Payment needs an account: keep what was filled in and come back here after signing in. */
  function signInFirst(voucherCode?: string) {
    saveCheckoutDraft({ values: form.getValues(), voucherCode: voucherCode ?? voucher?.code });
    void navigate(withReturnPath(paths.login.getHref(), `${location.pathname}${location.search}`));
  }
  const { errors } = form.formState;
  const selectedMethod = useWatch({ control: form.control, name: 'payment_method' });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    if (!isAuthenticatedFlagSet()) return signInFirst();
    createOrder.mutate(
      { ...values, item, voucher_code: voucher?.code },
      {
        onSuccess: (order) => {
          if (order.status === 'paid' || !order.pay_url) {
            navigate(paths.checkoutFinish.getHref(order.order_id));
          } else if (order.pay_url.startsWith('/')) {
            navigate(order.pay_url);
          } else {
            window.location.assign(order.pay_url);
          }
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFailure('Gagal terhubung ke server. Periksa koneksi internet Anda dan coba lagi.');
            return;
          }
          const fieldErrors = (error.data as { errors?: Record<string, string> } | null)?.errors;
          let shown = false;
          for (const field of FORM_FIELDS) {
            if (fieldErrors?.[field]) {
              form.setError(field, { message: fieldErrors[field] });
              shown = true;
            }
          }
          if (fieldErrors?.voucher_code) {
            setVoucher(null);
            setVoucherError(fieldErrors.voucher_code);
            shown = true;
          }
          if (!shown) setFailure(error.message);
        },
      },
    );
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <Section n={1} title="Informasi Pembeli">
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="email" className="mb-1 block text-sm font-semibold text-stone-700">
                  Email Address
                </label>
                <input
                  id="email"
                  type="email"
                  autoComplete="email"
                  {...form.register('email')}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'email-error' : undefined}
                  className={inputClass}
                />
                {errors.email ? (
                  <p id="email-error" role="alert" className="mt-1 text-sm text-red-700">
                    {errors.email.message}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor="name" className="mb-1 block text-sm font-semibold text-stone-700">
                  Nama Lengkap
                </label>
                <input
                  id="name"
                  autoComplete="name"
                  {...form.register('name')}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? 'name-error' : undefined}
                  className={inputClass}
                />
                {errors.name ? (
                  <p id="name-error" role="alert" className="mt-1 text-sm text-red-700">
                    {errors.name.message}
                  </p>
                ) : null}
              </div>
            </div>
          </Section>

          <Section n={2} title="Metode Pembayaran">
            <PaymentMethodField
              offered={quote.payment_methods}
              register={form.register('payment_method')}
              selected={selectedMethod}
              error={errors.payment_method?.message}
            />
          </Section>

          <Section n={3} title="Catatan Tambahan">
            <label htmlFor="note" className="mb-1 block text-sm text-stone-600">
              Catatan (opsional)
            </label>
            <textarea
              id="note"
              rows={3}
              maxLength={500}
              {...form.register('note')}
              aria-invalid={errors.note ? true : undefined}
              className={inputClass}
              placeholder="Tulis catatan untuk pesananmu"
            />
            {errors.note ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.note.message}
              </p>
            ) : null}
          </Section>
        </div>

        <div>
          {signedIn ? null : (
            <p
              data-testid="checkout-sign-in-note"
              className="mb-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              Untuk membayar, kamu akan diminta masuk atau daftar dulu. Isian di halaman ini tetap
              tersimpan dan kamu kembali ke sini setelahnya.
            </p>
          )}
          <OrderSummary
            quote={quote}
            voucher={voucher}
            voucherError={voucherError}
            submitting={createOrder.isPending}
            onOpenVoucher={() => setDialogOpen(true)}
            onRemoveVoucher={() => setVoucher(null)}
          />
          {failure ? (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800"
            >
              {failure}
            </p>
          ) : null}
        </div>
      </form>

      <VoucherDialog
        open={dialogOpen}
        item={item}
        suggested={quote.suggested_voucher}
        onClose={() => setDialogOpen(false)}
        onNeedSignIn={signedIn ? undefined : signInFirst}
        onApplied={(next) => {
          setDialogOpen(false);
          applied(next);
        }}
      />
    </>
  );
}
