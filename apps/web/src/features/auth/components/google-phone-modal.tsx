import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { googleLoginInputSchema } from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, PhoneField, primaryButtonClass } from './field';

/** The phone part of the Google sign-in the server parses, required here. */
const googlePhoneSchema = googleLoginInputSchema.pick({ phone: true }).required();

/** The Google phone-entry modal: a phone number, Batal and Lanjutkan. Key it per attempt. */
export function GooglePhoneModal({
  isOpen,
  email,
  initialPhone,
  busy,
  serverError,
  onCancel,
  onSubmit,
}: {
  isOpen: boolean;
  email: string;
  initialPhone: string;
  busy: boolean;
  serverError: string | null;
  onCancel: () => void;
  onSubmit: (phone: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof googlePhoneSchema>, unknown, z.output<typeof googlePhoneSchema>>({
    resolver: zodResolver(googlePhoneSchema),
    defaultValues: { phone: initialPhone },
  });
  const submit = handleSubmit(({ phone }) => onSubmit(phone));
  const error = errors.phone?.message ?? serverError;

  return (
    <Dialog open={isOpen} onClose={onCancel} title="Masukkan Nomor HP" testId="google-phone-modal">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-stone-600">
          Satu langkah lagi untuk <span className="font-medium text-stone-900">{email}</span>:
          masukkan nomor HP untuk verifikasi akun.
        </p>
        <PhoneField invalid={!!error} {...register('phone')} />
        <FormMessage message={error} />
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex w-full items-center justify-center rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-50"
          >
            Batal
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
            Lanjutkan
          </button>
        </div>
      </form>
    </Dialog>
  );
}
