import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_WORD,
  DATA_EXPORT_LINK_HOURS,
  accountDeletionInputSchema,
} from '@kabar/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  buttonDanger,
  buttonSecondary,
  cardClass,
  errorText,
  inputClass,
  labelClass,
} from '@/components/ui/styles';
import { toast } from '@/components/ui/toast-store';
import { logout } from '@/lib/logout';
import { useRequestAccountDeletion, useRequestDataExport } from '../api/data-rights';

/**
 * The couple's data rights (UU PDP): take all their data with them, or leave. Deletion waits
 * the grace period; signing in again cancels it (decision 043).
 */
export function DataRightsCard() {
  const navigate = useNavigate();
  const exportData = useRequestDataExport();
  const deletion = useRequestAccountDeletion();
  const [asking, setAsking] = useState(false);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirmDeletion = () => {
    const parsed = accountDeletionInputSchema.safeParse({ confirmation: word });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    deletion.mutate(parsed.data, {
      onSuccess: async (message) => {
        toast.success(message);
        await logout();
        await navigate('/login', { replace: true });
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <section className={`${cardClass} mt-6`} aria-labelledby="data-rights-title">
      <h2 id="data-rights-title" className="text-base font-semibold text-stone-900">
        Data Saya
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Unduh semua data Anda: akun, isi undangan, tamu, jawaban, ucapan, hadiah, pesanan (JSON dan
        CSV) dan foto, dalam satu arsip. Tautannya dikirim ke email Anda dan berlaku{' '}
        {DATA_EXPORT_LINK_HOURS} jam.
      </p>
      <button
        type="button"
        className={`${buttonSecondary} mt-3`}
        disabled={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: (message) => toast.success(message),
            onError: (failure) => toast.error(failure.message),
          })
        }
      >
        {exportData.isPending ? 'Meminta arsip…' : 'Unduh Data Saya'}
      </button>

      <h3 className="mt-6 text-sm font-semibold text-stone-900">Hapus akun</h3>
      <p className="mt-1 text-sm text-stone-600">
        Akun dihapus {ACCOUNT_DELETION_GRACE_DAYS} hari setelah Anda memintanya. Selama itu undangan
        tidak dapat dibuka, dan masuk lagi membatalkan penghapusan. Setelahnya undangan, tamu,
        jawaban, ucapan dan foto dihapus untuk selamanya; pesanan disimpan tanpa nama dan email Anda
        untuk catatan pajak.
      </p>
      <button type="button" className={`${buttonDanger} mt-3`} onClick={() => setAsking(true)}>
        Hapus Akun Saya
      </button>
      {asking ? (
        <ConfirmDialog
          title="Hapus akun?"
          confirmLabel="Hapus Akun"
          pendingLabel="Menjadwalkan…"
          pending={deletion.isPending}
          danger
          onConfirm={confirmDeletion}
          onClose={() => {
            setAsking(false);
            setError(null);
          }}
        >
          <p>
            Anda akan keluar dari semua perangkat. Akun dihapus dalam {ACCOUNT_DELETION_GRACE_DAYS}{' '}
            hari kecuali Anda masuk lagi sebelum itu.
          </p>
          <label htmlFor="delete-word" className={`${labelClass} mt-4`}>
            Ketik {ACCOUNT_DELETION_WORD} untuk mengonfirmasi
          </label>
          <input
            id="delete-word"
            className={inputClass}
            value={word}
            autoComplete="off"
            onChange={(event) => setWord(event.target.value)}
          />
          {error ? (
            <p className={errorText} role="alert">
              {error}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
