import { useNavigate } from 'react-router';
import type { Theme } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSwitchTheme } from '../api/switch-theme';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Confirms a new look for the couple's invitation. Published, the guests see it at once; the
 * link, guests and answers stay either way. When the theme's form asks for something missing,
 * the couple goes to its form, already filled in, and Selesai saves the switch.
 */
export function SwitchThemeDialog({
  theme,
  invitation,
  onClose,
}: {
  theme: Theme;
  invitation: InvitationDto;
  onClose: () => void;
}) {
  const switchTheme = useSwitchTheme();
  const navigate = useNavigate();
  const published = invitation.status === 'published';

  const confirm = () =>
    switchTheme.mutate(
      { invitationId: invitation.id, themeId: theme.theme_id },
      {
        onSuccess: () => {
          toast.success(`Undanganmu sekarang memakai tema ${theme.theme_name}.`);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) {
            toast.error(failure.message);
            void navigate(paths.dashboard.personalInformation.getHref(theme.theme_id));
            return;
          }
          toast.error(failure.message);
        },
      },
    );

  return (
    <ConfirmDialog
      title={`Pakai tema ${theme.theme_name}?`}
      confirmLabel="Ganti Tema"
      pendingLabel="Mengganti..."
      pending={switchTheme.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {published
        ? 'Undanganmu sudah terbit: tamu langsung melihat tampilan baru. '
        : 'Undanganmu akan tampil dengan tema ini. '}
      Isi, foto, link, daftar tamu dan jawaban tamu tetap sama.
    </ConfirmDialog>
  );
}
