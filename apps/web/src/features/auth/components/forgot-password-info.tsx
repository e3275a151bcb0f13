import { Link } from 'react-router';
import { KeyRound, Loader2, Mail, MailOpen } from 'lucide-react';
import { AUTH_MESSAGES, OTP_RESEND_SECONDS } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/password-reset';
import { formatCountdown, useCountdown } from '../use-countdown';
import { primaryButtonClass } from './field';

/**
 * /forgot-password-info: the code went out by email; three steps, a 60 s countdown shown as m:ss,
 * then 'Kirim Ulang Kode'.
 */
export function ForgotPasswordInfo({ email }: { email: string }) {
  const { left, restart } = useCountdown(OTP_RESEND_SECONDS);
  const resend = useForgotPassword();

  const steps = [
    {
      icon: Mail,
      title: 'Buka email kamu',
      text: (
        <>
          Cari email dari {siteConfig.brandName} di kotak masuk{' '}
          <span className="font-semibold text-stone-900">{email}</span> (periksa juga folder spam).
        </>
      ),
    },
    {
      icon: MailOpen,
      title: 'Salin kode OTP 6 digit',
      text: <>Atau tekan tombol &ldquo;Buat Password Baru&rdquo; di email tersebut.</>,
    },
    {
      icon: KeyRound,
      title: 'Buat password baru',
      text: <>Masukkan password baru, lalu masuk kembali dengan password itu.</>,
    },
  ];

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.resendEmailSuccess);
        restart(OTP_RESEND_SECONDS);
      },
      onError: (error) => {
        const retry =
          error instanceof ApiError
            ? (error.data as { retry_after?: number } | null)?.retry_after
            : undefined;
        if (retry) restart(retry);
        toast.error(error.message || 'Gagal mengirim ulang kode OTP.');
      },
    });

  return (
    <div className="space-y-6">
      <ol className="space-y-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-stone-900">
                {index + 1}. {title}
              </p>
              <p className="mt-1 text-sm text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>

      <Link to={paths.resetPassword.getHref({ email })} className={primaryButtonClass}>
        Masukkan Kode
      </Link>

      <p className="text-center text-sm text-stone-600" aria-live="polite">
        {left > 0 ? (
          <>
            Kirim ulang kode dalam{' '}
            <span className="font-semibold tabular-nums" data-testid="resend-countdown">
              {formatCountdown(left)}
            </span>
          </>
        ) : (
          <button
            type="button"
            onClick={sendAgain}
            disabled={resend.isPending}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline disabled:text-stone-400"
          >
            {resend.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            Kirim Ulang Kode
          </button>
        )}
      </p>
      <p className="text-center text-sm">
        <Link to={paths.login.getHref()} className="font-semibold text-brand-700 hover:underline">
          Kembali ke halaman Masuk
        </Link>
      </p>
    </div>
  );
}
