import { formatShortDateTime, isRsvpClosed, type EventsPage, type GuestDto } from '@kabar/shared';
import { Dialog } from '@/components/ui/dialog';
import { buttonSecondary, errorText } from '@/components/ui/styles';
import { useEvents, useGuestEvents } from '@/lib/invitation-events';
import { useRecordAnswers } from '../api/record-answers';
import { handAnswerRows } from '../lib/hand-answers';
import { HandAnswersForm } from './hand-answers-form';

/** Why the couple is here: a phone call, or a guest who missed the deadline (issue 27 item 4). */
function whenNote(page: EventsPage): string {
  const deadline = page.deadline ? new Date(page.deadline) : null;
  if (deadline && isRsvpClosed(deadline, new Date())) {
    const zone = page.events[0]?.timeZone ?? 'WIB';
    return `Batas RSVP sudah lewat (${formatShortDateTime(deadline, zone)}). Tamu tidak bisa menjawab lagi, tapi jawaban yang kamu catat di sini tetap disimpan.`;
  }
  return 'Untuk jawaban lewat telepon atau pesan. Hanya acara yang kamu pilih kehadirannya yang disimpan, menggantikan jawaban sebelumnya.';
}

/** Records one guest's answer per invited event by hand, from their row in the guest list. */
export function GuestAnswersDialog({
  invitationId,
  guest,
  onClose,
  onSaved,
}: {
  invitationId: string;
  guest: GuestDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const events = useEvents(invitationId);
  const mine = useGuestEvents(invitationId, guest.id);
  const record = useRecordAnswers(invitationId, guest.id);
  const loaded = events.data && mine.data ? { page: events.data, mine: mine.data } : null;
  const failed = events.error ?? mine.error;
  const rows = loaded ? handAnswerRows(loaded.page.events, loaded.mine) : [];

  return (
    <Dialog
      wide
      title="Catat Jawaban"
      description={
        <>
          <span className="font-semibold text-stone-800">{guest.name}</span>
          {loaded ? ` · ${whenNote(loaded.page)}` : null}
        </>
      }
      onClose={onClose}
    >
      {loaded ? (
        rows.length ? (
          <HandAnswersForm
            rows={rows}
            invitedCount={guest.invitedCount}
            pending={record.isPending}
            serverError={record.error?.message}
            onSubmit={(input) => record.mutate(input, { onSuccess: onSaved })}
            onCancel={onClose}
          />
        ) : (
          <p className="text-sm text-stone-600">
            {guest.name} belum diundang ke acara mana pun. Pilih acaranya dulu lewat Ubah Tamu.
          </p>
        )
      ) : failed ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className={errorText}>
            {failed.message}
          </p>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => void Promise.all([events.refetch(), mine.refetch()])}
          >
            Coba Lagi
          </button>
        </div>
      ) : (
        <p className="text-sm text-stone-500" aria-busy="true">
          Memuat acara tamu...
        </p>
      )}
    </Dialog>
  );
}
