import { memo } from 'react';
import { ClipboardCheck, Pencil, QrCode, Trash2 } from 'lucide-react';
import {
  ATTENDANCE_LABELS,
  GUEST_SIDE_LABELS,
  guestSeatLine,
  guestJourneyStep,
  guestPersonalLink,
  type GuestDto,
} from '@kabar/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { formatPhone, formatTime } from './format';
import { JourneyBadge } from './journey-badge';

const iconButton =
  'rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:bg-stone-100';

/** One guest: who, how to reach them, and how far they are on the way to the venue. */
export const GuestRow = memo(function GuestRow({
  guest,
  linkBase,
  onEdit,
  onDelete,
  onQr,
  onAnswer,
}: {
  guest: GuestDto;
  linkBase: string | null;
  onEdit: (guest: GuestDto) => void;
  onDelete: (guest: GuestDto) => void;
  onQr: (guest: GuestDto) => void;
  /** Recording the guest's answer by hand; absent for a reader who may not change guests. */
  onAnswer?: (guest: GuestDto) => void;
}) {
  const details = [
    guest.side ? GUEST_SIDE_LABELS[guest.side] : null,
    guest.group || null,
    // The row shows the default names; the couple's own names are on the form and the desk.
    guestSeatLine(guest.category, guest.table) || null,
    `${guest.invitedCount} orang`,
  ].filter(Boolean);
  return (
    <li
      data-testid="guest-row"
      // Rows below the fold skip layout and paint until scrolled to, so filtering stays quick.
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 [contain-intrinsic-size:auto_6rem] [content-visibility:auto] sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-stone-900">{guest.name}</h3>
          <JourneyBadge step={guestJourneyStep(guest)} />
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          {guest.phone ? formatPhone(guest.phone) : 'Tanpa nomor HP'} · {details.join(' · ')}
        </p>
        {guest.rsvp || guest.checkIn ? (
          <p className="mt-0.5 text-sm text-stone-600">
            {guest.rsvp
              ? `RSVP: ${ATTENDANCE_LABELS[guest.rsvp.attendance]}${guest.rsvp.attendance === 'tidak_hadir' ? '' : ` (${guest.rsvp.guests} orang)`}`
              : null}
            {guest.rsvp && guest.checkIn ? ' · ' : null}
            {guest.checkIn
              ? `Datang ${formatTime(guest.checkIn.at)} (${guest.checkIn.people} orang)`
              : null}
          </p>
        ) : null}
        {guest.addedBy || guest.sentBy ? (
          <p className="mt-0.5 text-xs text-stone-500">
            {[
              guest.addedBy ? `Ditambahkan oleh ${guest.addedBy}` : null,
              guest.sentBy ? `Dikirim oleh ${guest.sentBy}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {guest.notes ? <p className="mt-0.5 text-sm italic text-stone-500">{guest.notes}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        {linkBase ? (
          <CopyButton text={guestPersonalLink(linkBase, guest.token)} label="Salin link" />
        ) : null}
        <button
          type="button"
          className={iconButton}
          onClick={() => onQr(guest)}
          aria-label={`QR ${guest.name}`}
        >
          <QrCode className="h-5 w-5" aria-hidden="true" />
        </button>
        {onAnswer ? (
          <button
            type="button"
            className={iconButton}
            onClick={() => onAnswer(guest)}
            aria-label={`Catat jawaban ${guest.name}`}
            title="Catat jawaban"
          >
            <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className={iconButton}
          onClick={() => onEdit(guest)}
          aria-label={`Ubah ${guest.name}`}
        >
          <Pencil className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => onDelete(guest)}
          aria-label={`Hapus ${guest.name}`}
        >
          <Trash2 className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
});
