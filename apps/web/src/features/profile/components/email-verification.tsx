import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Loader2, MailWarning } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';

/** Whether the address is verified, and a way to get a new link when it is not. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const resend = useMutation({
    mutationFn: async () =>
      (await api.post<{ email: string }>('/auth/verify-email/resend', {})).meta,
    onSuccess: (meta) => toast.success(meta.msg),
    onError: (failure) => toast.error(failure.message),
  });
  if (verified) {
    return (
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
        <BadgeCheck aria-hidden className="size-4" />
        Email terverifikasi
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
        <MailWarning aria-hidden className="size-4" />
        Email belum diverifikasi
      </span>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
      >
        {resend.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        Kirim ulang tautan verifikasi
      </button>
    </div>
  );
}
