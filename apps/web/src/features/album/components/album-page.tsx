import { useState } from 'react';
import { Download, Eye, EyeOff, Flag, Trash2 } from 'lucide-react';
import {
  GUEST_PHOTO_STATUS_LABELS,
  roleCan,
  THANK_YOU_NOTE_MAX,
  type AlbumDto,
  type GuestPhotoDto,
  type InvitationRole,
} from '@kabar/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryError } from '@/components/ui/query-error';
import { toast } from '@/components/ui/toast';
import {
  buttonDanger,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  inputClass,
  labelClass,
} from '@/components/ui/styles';
import { albumChanges, downloadAlbumZip, useAlbum, useAlbumChange } from '../api/album';

const STATUS_STYLES: Record<GuestPhotoDto['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  shown: 'bg-emerald-100 text-emerald-800',
  hidden: 'bg-stone-200 text-stone-700',
};

function SettingsForm({ album, invitationId }: { album: AlbumDto; invitationId: string }) {
  const [approval, setApproval] = useState(album.approvalRequired);
  const [note, setNote] = useState(album.thankYouNote);
  const save = useAlbumChange(invitationId, albumChanges.settings);
  return (
    <form
      className={`${cardClass} grid gap-3`}
      aria-label="Pengaturan album"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { approvalRequired: approval, thankYouNote: note },
          {
            onSuccess: () => toast.success('Pengaturan album disimpan.'),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={approval}
          onChange={(event) => setApproval(event.target.checked)}
        />
        Foto tamu tampil setelah saya setujui
      </label>
      <div>
        <label htmlFor="thank-you-note" className={labelClass}>
          Ucapan terima kasih (tampil setelah acara)
        </label>
        <textarea
          id="thank-you-note"
          className={inputClass}
          rows={3}
          maxLength={THANK_YOU_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className={buttonPrimary} disabled={save.isPending}>
        Simpan Pengaturan
      </button>
    </form>
  );
}

function Links({
  album,
  invitationId,
  canEdit,
}: {
  album: AlbumDto;
  invitationId: string;
  canEdit: boolean;
}) {
  const newWall = useAlbumChange(invitationId, albumChanges.newWall);
  const revokeWall = useAlbumChange(invitationId, albumChanges.revokeWall);
  const failed = (error: Error) => toast.error(error.message);
  return (
    <section className={`${cardClass} grid gap-4`} aria-label="Tautan album">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-stone-900">Tautan unggah foto (untuk poster QR)</p>
        <div className="mt-1 flex min-w-0 items-center gap-2">
          <code className="min-w-0 truncate text-xs text-stone-600">{album.uploadUrl}</code>
          <CopyButton text={album.uploadUrl} label="Salin" />
        </div>
      </div>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-stone-900">Layar foto langsung</p>
        {album.wallUrl ? (
          <div className="mt-1 flex min-w-0 flex-wrap items-center gap-2">
            <a
              href={album.wallUrl}
              target="_blank"
              rel="noreferrer"
              className="min-w-0 truncate text-xs text-brand-700 underline"
              data-testid="wall-link"
            >
              {album.wallUrl}
            </a>
            <CopyButton text={album.wallUrl} label="Salin" />
          </div>
        ) : (
          <p className="mt-1 text-sm text-stone-600">Belum ada tautan layar foto.</p>
        )}
        {canEdit ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => newWall.mutate(undefined, { onError: failed })}
            >
              {album.wallUrl ? 'Buat Tautan Baru' : 'Buat Tautan Layar'}
            </button>
            {album.wallUrl ? (
              <button
                type="button"
                className={buttonDanger}
                onClick={() => revokeWall.mutate(undefined, { onError: failed })}
              >
                Cabut Tautan
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function PhotoCard({
  photo,
  invitationId,
  canEdit,
}: {
  photo: GuestPhotoDto;
  invitationId: string;
  canEdit: boolean;
}) {
  const status = useAlbumChange(invitationId, albumChanges.status);
  const remove = useAlbumChange(invitationId, albumChanges.remove);
  const failed = (error: Error) => toast.error(error.message);
  const busy = status.isPending || remove.isPending;
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
      data-testid="album-photo"
    >
      <img
        src={photo.thumbUrl}
        alt={`Foto dari ${photo.senderName}`}
        className="aspect-square w-full object-cover"
        loading="lazy"
      />
      <div className="grid gap-2 p-3">
        <p className="truncate text-sm font-semibold text-stone-900">{photo.senderName}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLES[photo.status]}`}>
            {GUEST_PHOTO_STATUS_LABELS[photo.status]}
          </span>
          {photo.reports ? (
            <span className="inline-flex items-center gap-1 text-red-700">
              <Flag className="h-3 w-3" aria-hidden="true" /> {photo.reports} laporan
            </span>
          ) : null}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            {photo.status === 'shown' ? (
              <button
                type="button"
                className={buttonSecondary}
                disabled={busy}
                onClick={() =>
                  status.mutate({ photoId: photo.id, status: 'hidden' }, { onError: failed })
                }
              >
                <EyeOff className="h-4 w-4" aria-hidden="true" /> Sembunyikan
              </button>
            ) : (
              <button
                type="button"
                className={buttonPrimary}
                disabled={busy}
                onClick={() =>
                  status.mutate({ photoId: photo.id, status: 'shown' }, { onError: failed })
                }
              >
                <Eye className="h-4 w-4" aria-hidden="true" /> Tampilkan
              </button>
            )}
            <button
              type="button"
              className={buttonDanger}
              disabled={busy}
              aria-label={`Hapus foto dari ${photo.senderName}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        {confirming ? (
          <ConfirmDialog
            title="Hapus foto ini?"
            confirmLabel="Hapus"
            pendingLabel="Menghapus..."
            pending={remove.isPending}
            danger
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(photo.id, { onError: failed, onSettled: () => setConfirming(false) })
            }
          >
            Foto dari {photo.senderName} dihapus dari album dan tidak dapat dikembalikan.
          </ConfirmDialog>
        ) : null}
      </div>
    </li>
  );
}

/** The couple's album: guests' photos to approve, hide or delete, the wall, the zip. */
export function AlbumPage({
  invitationId,
  slug,
  role,
}: {
  invitationId: string;
  slug: string | null;
  role: InvitationRole;
}) {
  const album = useAlbum(invitationId);
  const canEdit = roleCan(role, 'edit');
  if (album.isPending) return <p className="text-stone-600">Memuat album...</p>;
  if (album.isError) return <QueryError error={album.error} onRetry={() => void album.refetch()} />;
  if (album.data.limit === 0) {
    return (
      <p className={cardClass}>
        Album foto tamu tersedia di paket Premium dan VIP. Tamu dapat mengirim foto setelah paket
        ditingkatkan.
      </p>
    );
  }
  const photos = album.data.photos;
  const waiting = photos.filter((photo) => photo.status === 'pending').length;
  return (
    <div className="grid gap-5 lg:grid-cols-[22rem_1fr]">
      <div className="grid content-start gap-4">
        {canEdit ? (
          <SettingsForm
            // Saved values start the form again, so it never shows what the server refused.
            key={`${album.data.approvalRequired}:${album.data.thankYouNote}`}
            album={album.data}
            invitationId={invitationId}
          />
        ) : null}
        <Links album={album.data} invitationId={invitationId} canEdit={canEdit} />
      </div>
      <section aria-label="Foto tamu" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-700">
            {photos.length} dari {album.data.limit} foto
            {waiting ? ` · ${waiting} menunggu persetujuan` : ''}
          </p>
          <button
            type="button"
            className={buttonSecondary}
            disabled={!photos.some((photo) => photo.status === 'shown')}
            onClick={() =>
              void downloadAlbumZip(invitationId, `album-${slug ?? 'undangan'}.zip`).catch(
                (error: Error) => toast.error(error.message),
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Unduh Semua (ZIP)
          </button>
        </div>
        {photos.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                invitationId={invitationId}
                canEdit={canEdit}
              />
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">Belum ada foto dari tamu.</p>
        )}
      </section>
    </div>
  );
}
