import { useNavigate } from 'react-router';
import type { Theme } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSwitchTheme } from '../api/switch-theme';
import { ModalDialog } from './modal-dialog';

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
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="switch-theme-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md"
      panelClassName="rounded-2xl p-6"
    >
      <h2 id="switch-theme-title" className="font-serif text-2xl text-stone-900">
        Pakai tema {theme.theme_name}?
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {published
          ? 'Undanganmu sudah terbit: tamu langsung melihat tampilan baru. '
          : 'Undanganmu akan tampil dengan tema ini. '}
        Isi, foto, link, daftar tamu dan jawaban tamu tetap sama.
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
          onClick={confirm}
          disabled={switchTheme.isPending}
          className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {switchTheme.isPending ? 'Mengganti...' : 'Ganti Tema'}
        </button>
      </div>
    </ModalDialog>
  );
}
