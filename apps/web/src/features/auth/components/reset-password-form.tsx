import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import { AUTH_MESSAGES, OTP_LENGTH, resetPasswordInputSchema } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/password-reset';
import { REDIRECT_DELAY_MS } from '../use-finish-sign-in';
import { FormMessage, PasswordField, primaryButtonClass } from './field';
import { OtpInput } from './otp-input';

/** The server's reset input plus the repeated password. */
const resetPasswordFormSchema = resetPasswordInputSchema
  .extend({ repeat: z.string() })
  .refine((form) => form.password === form.repeat, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ['repeat'],
  });
type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/**
 * /reset-password?email&token: two password fields and 'Reset Password', enabled once email and
 * both passwords are there. Opened without the token (from the info page), it asks for the code.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const succeeded = reset.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, token, password: '', repeat: '' },
  });
  const [code, password, repeat] = useWatch({ control, name: ['token', 'password', 'repeat'] });
  const ready = !!email && !!password && !!repeat && code.length === OTP_LENGTH;

  const submit = handleSubmit(({ repeat: _repeat, ...input }) =>
    reset.mutate(input, {
      onSuccess: (message) => toast.success(message || AUTH_MESSAGES.resetSuccess),
      onError: (failure) =>
        setError('root', { message: failure.message || 'Gagal reset password.' }),
    }),
  );
  const error =
    errors.repeat?.message ??
    errors.token?.message ??
    errors.password?.message ??
    errors.email?.message ??
    errors.root?.message;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {email ? (
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-600 ring-1 ring-stone-200">
          Akun: <span className="font-semibold text-stone-900">{email}</span>
        </p>
      ) : (
        <FormMessage message="Tautan reset tidak lengkap. Minta kode baru lewat Kirim Ulang di bawah." />
      )}
      {token ? null : (
        <div>
          <p className="mb-2 text-sm font-medium text-stone-700">Kode OTP dari email</p>
          <Controller
            control={control}
            name="token"
            render={({ field }) => <OtpInput value={field.value} onChange={field.onChange} />}
          />
        </div>
      )}
      <PasswordField
        label="Password Baru"
        autoComplete="new-password"
        placeholder="Minimal 8 karakter"
        {...register('password')}
      />
      <PasswordField
        label="Ulangi Password Baru"
        autoComplete="new-password"
        placeholder="Ulangi password baru"
        {...register('repeat')}
      />
      <FormMessage message={error} />
      <button
        type="submit"
        disabled={!ready || reset.isPending || reset.isSuccess}
        className={primaryButtonClass}
      >
        {reset.isPending ? <Loader2 aria-hidden className="size-5 animate-spin" /> : null}
        Reset Password
      </button>
      <p className="text-center text-sm text-stone-600">
        Kode tidak berlaku?{' '}
        <Link
          to={paths.forgotPassword.getHref()}
          className="font-semibold text-brand-700 hover:underline"
        >
          Kirim Ulang
        </Link>
      </p>
    </form>
  );
}
