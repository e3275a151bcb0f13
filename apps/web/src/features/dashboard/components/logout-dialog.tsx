import { useSignOut } from '@/components/layout/use-sign-out';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The logout confirmation: the session ends and the couple must sign in again. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut: confirm, signingOut: leaving } = useSignOut();
  if (!open) return null;
  return (
    <ConfirmDialog
      title="Yakin ingin keluar?"
      confirmLabel="Ya, Keluar"
      pending={leaving}
      danger
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Sesi kamu akan diakhiri. Kamu perlu masuk lagi untuk membuka dashboard.
    </ConfirmDialog>
  );
}
