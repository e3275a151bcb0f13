import { Link } from 'react-router';
import type { AnswerDigestView } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSaveOwnDigest } from '../api/answer-digest';

/**
 * "Kirim ke email saya": each person who reads the answers turns the digest off or on for
 * themselves, saved at once (decision 045); an unverified address is told why nothing comes.
 */
export function OwnDigestSwitch({
  invitationId,
  saved,
}: {
  invitationId: string;
  saved: AnswerDigestView;
}) {
  const save = useSaveOwnDigest(invitationId);
  return (
    <div className="grid gap-1 border-t border-stone-200 pt-4">
      <label className="flex items-center gap-3 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-4 rounded border-stone-300 accent-brand-600"
          checked={saved.receive}
          disabled={save.isPending}
          onChange={(change) =>
            save.mutate(
              { receive: change.target.checked },
              {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
        Kirim ke email saya
      </label>
      <p className="text-xs text-stone-500">
        Hanya untukmu: pengelola lain tetap menerima email ini sesuai pilihan mereka.
      </p>
      {saved.receive && !saved.verified ? (
        <p className="text-sm text-amber-800">
          Email kamu belum terverifikasi, jadi ringkasan belum bisa dikirim ke kamu.{' '}
          <Link to={paths.dashboard.profile.getHref()} className="font-semibold underline">
            Verifikasi di Profil
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
