import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useForgotPassword } from '../api/password-reset';
import { FormMessage, primaryButtonClass, TextField } from './field';

/** /forgot-password: one email field; 'Kirim OTP' stays disabled while it is empty. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, z.output<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const empty = !useWatch({ control, name: 'email' }).trim();

  const submit = handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: (message) => {
        toast.success(message);
        navigate(paths.forgotPasswordInfo.getHref(email));
      },
    }),
  );
  const message =
    errors.email?.message ?? (forgot.error ? forgot.error.message || 'Gagal mengirim OTP.' : null);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="nama@email.com"
        invalid={!!message}
        {...register('email')}
      />
      <FormMessage message={message} />
      <button type="submit" disabled={empty || forgot.isPending} className={primaryButtonClass}>
        {forgot.isPending ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
        Kirim OTP
      </button>
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mx-auto flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Kembali
      </button>
    </form>
  );
}
