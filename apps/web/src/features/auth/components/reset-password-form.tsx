import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { AUTH_MESSAGES, OTP_LENGTH, resetPasswordInputSchema } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/password-reset';
import { REDIRECT_DELAY_MS } from '../use-finish-sign-in';
import { FormMessage, PasswordField, primaryButtonClass } from './field';
import { OtpInput } from './otp-input';

/**
 * /reset-password?email&token: two password fields and 'Reset Password', enabled once email and
 * both passwords are there. Opened without the token (from the info page), it asks for the code.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [code, setCode] = useState(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ready = !!email && !!password && !!repeat && code.length === OTP_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (password !== repeat) return setError(AUTH_MESSAGES.passwordMismatch);
    const parsed = resetPasswordInputSchema.safeParse({ email, token: code, password });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? 'Gagal reset password.');
    setError(null);
    reset.mutate(parsed.data, {
      onSuccess: (message) => {
        toast.success(message || AUTH_MESSAGES.resetSuccess);
        timer.current = setTimeout(
          () => navigate(paths.login.getHref(), { replace: true }),
          REDIRECT_DELAY_MS,
        );
      },
      onError: (failure) => setError(failure.message || 'Gagal reset password.'),
    });
  };

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
          <OtpInput value={code} onChange={setCode} />
        </div>
      )}
      <PasswordField
        label="Password Baru"
        autoComplete="new-password"
        placeholder="Minimal 8 karakter"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Ulangi Password Baru"
        autoComplete="new-password"
        placeholder="Ulangi password baru"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
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
