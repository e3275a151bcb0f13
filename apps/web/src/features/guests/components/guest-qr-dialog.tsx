import { useEffect, useState } from 'react';
import { guestPersonalLink, type GuestDto } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';

/** The guest's personal link and QR, for couples who also print or forward them by hand. */
export function GuestQrDialog({
  invitationId,
  guest,
  linkBase,
  onClose,
}: {
  invitationId: string;
  guest: GuestDto;
  linkBase: string | null;
  onClose: () => void;
}) {
  const [svgUrl, setSvgUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    api
      .get<string>(`/invitations/${invitationId}/guests/${guest.id}/qr.svg`, {
        headers: { Accept: 'image/svg+xml' },
      })
      .then((response) => {
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([response.data], { type: 'image/svg+xml' }));
        setSvgUrl(url);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [invitationId, guest.id]);

  const link = linkBase ? guestPersonalLink(linkBase, guest.token) : null;
  return (
    <Dialog wide title={`QR ${guest.name}`} onClose={onClose}>
      <div className="grid grid-cols-[minmax(0,1fr)] justify-items-center gap-4">
        <div className="flex h-64 w-64 items-center justify-center rounded-2xl bg-white ring-1 ring-stone-200">
          {svgUrl ? (
            <img src={svgUrl} alt={`QR check-in ${guest.name}`} width={256} height={256} />
          ) : failed ? (
            <p className="px-4 text-center text-sm text-red-700">
              QR gagal dimuat. Coba lagi nanti.
            </p>
          ) : (
            <p className="text-sm text-stone-500">Memuat QR...</p>
          )}
        </div>
        <p className="text-center text-sm text-stone-600">
          Tamu menunjukkan QR ini di meja penerima tamu. QR yang sama ada di undangan pribadinya.
        </p>
        {link ? (
          <div className="flex w-full items-center gap-2 rounded-xl bg-stone-50 p-2">
            <code className="min-w-0 flex-1 truncate text-xs text-stone-700">{link}</code>
            <CopyButton text={link} label="Salin link" />
          </div>
        ) : (
          <p className="text-sm text-amber-800">
            Atur link undangan dulu agar tamu punya link pribadi.
          </p>
        )}
      </div>
    </Dialog>
  );
}
