import { useSignOut } from '@/components/layout/use-sign-out';
import { ModalDialog } from './modal-dialog';

/** The spec's logout confirmation: the session ends and the couple must sign in again. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut: confirm, signingOut: leaving } = useSignOut();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="logout-title"
      className="m-auto w-[calc(100%-2rem)] max-w-sm"
      panelClassName="rounded-2xl p-6"
    >
      <h2 id="logout-title" className="font-serif text-2xl text-stone-900">
        Yakin ingin keluar?
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        Sesi kamu akan diakhiri. Kamu perlu masuk lagi untuk membuka dashboard.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Batal
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={leaving}
          className="rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          Ya, Keluar
        </button>
      </div>
    </ModalDialog>
  );
}
