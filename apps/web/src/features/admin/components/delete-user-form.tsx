import { useState } from 'react';
import { adminApi } from '../api/admin-api';
import { Button, Field, inputClass, useAdminAction } from './admin-ui';

/**
 * Deleting an account erases it at once (the couple's own deletion path, decision 043): the
 * operator types the account's email, so a slip never erases the wrong one.
 */
export function DeleteUserForm({
  id,
  email,
  onDone,
}: {
  id: string;
  email: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useAdminAction(
    () => adminApi.post(`/users/${id}/delete`, { email: typed }),
    'Akun dan semua datanya dihapus.',
  );
  if (!open) {
    return (
      <Button tone="danger" onClick={() => setOpen(true)}>
        Hapus akun…
      </Button>
    );
  }
  return (
    <form
      className="mt-3 w-full space-y-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200"
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <p className="text-sm text-red-900">
        Undangan, tamu, jawaban, ucapan, foto (juga di penyimpanan) dan sesi akun ini dihapus
        sekarang juga dan tidak dapat dikembalikan. Pesanan disimpan tanpa nama dan email.
      </p>
      <Field label={`Ketik email akun (${email})`}>
        <input
          className={inputClass}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" tone="danger" disabled={remove.isPending}>
          Hapus sekarang
        </Button>
        <Button tone="plain" onClick={() => setOpen(false)}>
          Batal
        </Button>
      </div>
    </form>
  );
}
