import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Loader2, MailWarning } from 'lucide-react';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { api, ApiError } from '@/lib/api-client';

type Outcome = 'verified' | 'expired' | 'invalid';

function outcomeOf(error: unknown): Outcome {
  const reason =
    error instanceof ApiError ? (error.data as { reason?: unknown } | null)?.reason : null;
  return reason === 'expired' ? 'expired' : 'invalid';
}

const linkClass =
  'mt-6 inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

/** The sign-up email's link: spends the token once and says how it went. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({
    mutationFn: async () => api.post('/auth/verify-email', { token }),
  });
  const started = useRef(false);
  useEffect(() => {
    // Once only: the token is single use, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate();
  }, [token, verify]);

  const outcome: Outcome | null = !token
    ? 'invalid'
    : verify.isSuccess
      ? 'verified'
      : verify.isError
        ? outcomeOf(verify.error)
        : null;

  return (
    <AuthLayout title="Verifikasi Email" subtitle="Konfirmasi alamat email akunmu.">
      {outcome === null ? (
        <p className="flex items-center gap-3 text-stone-600" role="status">
          <Loader2 aria-hidden className="size-5 animate-spin text-brand-600" />
          Memverifikasi email...
        </p>
      ) : outcome === 'verified' ? (
        <div role="status">
          <p className="flex items-center gap-2 text-lg font-semibold text-emerald-700">
            <BadgeCheck aria-hidden className="size-6" />
            Email berhasil diverifikasi.
          </p>
          <Link to={paths.dashboard.profile.getHref()} className={linkClass}>
            Ke Profil
          </Link>
        </div>
      ) : (
        <div role="alert">
          <p className="flex items-center gap-2 text-lg font-semibold text-amber-800">
            <MailWarning aria-hidden className="size-6" />
            {outcome === 'expired'
              ? 'Tautan verifikasi sudah kedaluwarsa.'
              : 'Tautan verifikasi tidak valid atau sudah dipakai.'}
          </p>
          <p className="mt-2 text-stone-600">
            Masuk lalu kirim ulang tautan verifikasi dari halaman profil.
          </p>
          <Link to={paths.dashboard.profile.getHref()} className={linkClass}>
            Ke Profil
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
