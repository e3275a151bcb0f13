import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { Theme } from '@kabar/shared';
import { InvitationPreviewFrame } from '@/components/preview/invitation-preview-frame';
import { Dialog } from '@/components/ui/dialog';

/**
 * 'Lihat dengan isi saya': the couple's own invitation drawn in this theme, owned or not. For a
 * theme they do not own it is a preview only: publishing in it needs the plan or the theme.
 */
export function TryThemeButton({ theme, owned }: { theme: Theme; owned: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Lihat ${theme.theme_name} dengan isi undanganku`}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
      >
        <Eye className="size-4" aria-hidden="true" />
        Coba dengan Isi Saya
      </button>
      {open ? (
        <Dialog wide title={`Pratinjau ${theme.theme_name}`} onClose={() => setOpen(false)}>
          {owned ? null : (
            <p className="bg-amber-50 px-5 py-3 text-sm text-amber-900">
              Pratinjau saja: tema ini belum kamu miliki. Upgrade paket atau beli tema untuk
              memakainya.
            </p>
          )}
          <InvitationPreviewFrame
            input={{ theme_id: theme.theme_id, values: {} }}
            title={`Undanganmu dengan tema ${theme.theme_name}`}
            className="h-[75vh] w-full"
          />
        </Dialog>
      ) : null}
    </>
  );
}
