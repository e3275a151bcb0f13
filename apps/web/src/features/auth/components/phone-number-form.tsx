import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { phoneSchema } from '@kabar/shared';
import { SEND_MESSAGES } from '../otp-messages';
import { FormMessage, PhoneField, primaryButtonClass } from './field';

/** The server's phone rule, with the product's own message for an empty number. */
const phoneFormSchema = z.object({
  phone: z.string().trim().min(1, { error: SEND_MESSAGES.invalidPhone }).pipe(phoneSchema),
});

/** The phone step of the verification: the number, normalised, goes to `onSubmit`. */
export function PhoneNumberForm({
  initialPhone,
  busy,
  disabled,
  serverError,
  onSubmit,
}: {
  initialPhone: string;
  busy: boolean;
  disabled: boolean;
  serverError: string | null;
  onSubmit: (phone: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof phoneFormSchema>, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: initialPhone },
  });
  const message = errors.phone?.message ?? serverError;

  return (
    <form onSubmit={handleSubmit(({ phone }) => onSubmit(phone))} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">
        Masukkan nomor HP aktif. Kami akan mengirim kode OTP 6 digit lewat SMS.
      </p>
      <PhoneField invalid={!!message} {...register('phone')} />
      <FormMessage message={message} />
      <button type="submit" disabled={busy || disabled} className={primaryButtonClass}>
        {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
        Kirim Kode OTP
      </button>
    </form>
  );
}
