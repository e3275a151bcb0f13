import { useMemo, useState } from 'react';
import { MessageCircle, SkipForward } from 'lucide-react';
import {
  guestPersonalLink,
  needsReminder,
  renderGuestMessage,
  whatsAppUrl,
  type GuestDto,
  type GuestSendRound,
} from '@kabar/shared';
import { useMarkGuestSent } from '../api/mark-guest-sent';
import { formatPhone } from './format';
import { useGuestsContext } from './guests-layout';
import { toast } from '@/components/ui/toast';
import { buttonPrimary, buttonSecondary, cardClass } from './styles';
import { TemplateEditor } from './template-editor';

const ROUNDS: { round: GuestSendRound; label: string; hint: string }[] = [
  {
    round: 'invite',
    label: 'Undangan',
    hint: 'Tamu yang punya nomor HP dan belum dikirimi undangan.',
  },
  {
    round: 'reminder',
    label: 'Pengingat',
    hint: 'Tamu yang sudah dikirimi undangan tetapi belum menjawab RSVP.',
  },
];

function inQueue(guest: GuestDto, round: GuestSendRound): boolean {
  if (!guest.phone) return false;
  return round === 'invite' ? !guest.sentAt : needsReminder(guest) && !guest.reminderSentAt;
}

/**
 * One guest at a time: the couple presses the button, WhatsApp opens with the message filled in,
 * they press send there, and the guest is marked sent. No unofficial API, no bulk sending.
 */
export function GuestSendPage() {
  const { invitation, guests, templates, defaultTemplates, invitationId } = useGuestsContext();
  const [round, setRound] = useState<GuestSendRound>('invite');
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string | null>(null);
  const markSent = useMarkGuestSent(invitationId);

  const queue = useMemo(
    () => guests.filter((guest) => inQueue(guest, round) && !skipped.has(guest.id)),
    [guests, round, skipped],
  );
  const withoutPhone = useMemo(() => guests.filter((guest) => !guest.phone).length, [guests]);
  const current = queue.find((guest) => guest.id === chosen) ?? queue[0] ?? null;
  const template = round === 'invite' ? templates.inviteTemplate : templates.reminderTemplate;

  const messageFor = (guest: GuestDto) =>
    renderGuestMessage(template, {
      nama: guest.name,
      mempelai: invitation.coupleNames,
      tanggal: invitation.eventDate ?? '',
      link: invitation.linkBase ? guestPersonalLink(invitation.linkBase, guest.token) : '',
    });

  // Deferred: a re-render inside the click would hand the link's next guest to the browser.
  const send = (guest: GuestDto) =>
    setTimeout(() => {
      setChosen(null);
      markSent.mutate(
        { guestId: guest.id, round },
        {
          onSuccess: () => toast.success(`${guest.name} ditandai terkirim.`),
          onError: (error) => toast.error(error.message),
        },
      );
    }, 0);

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
      <div className="grid content-start gap-5">
        <div role="group" aria-label="Putaran pengiriman" className="flex gap-2">
          {ROUNDS.map((item) => (
            <button
              key={item.round}
              type="button"
              aria-pressed={round === item.round}
              onClick={() => {
                setRound(item.round);
                setChosen(null);
                setSkipped(new Set());
              }}
              className={`rounded-full px-4 py-2 text-sm font-semibold ${round === item.round ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300'}`}
            >
              {item.label} ({guests.filter((guest) => inQueue(guest, item.round)).length})
            </button>
          ))}
        </div>
        <p className="text-sm text-stone-600">{ROUNDS.find((r) => r.round === round)!.hint}</p>

        {!invitation.linkBase ? (
          <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
            Undangan ini belum punya link. Atur link undangan di editor dulu, agar setiap tamu
            menerima link pribadinya.
          </p>
        ) : invitation.status === 'draft' ? (
          <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
            Undangan masih draf: tamu baru bisa membuka linknya setelah undangan diterbitkan.
          </p>
        ) : null}

        <section aria-label="Tamu berikutnya" className={cardClass}>
          {current && invitation.linkBase ? (
            <div className="grid gap-4" data-testid="send-current">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
                  Berikutnya · {queue.length} dalam antrean
                </p>
                <h2 className="mt-1 font-serif text-2xl text-stone-900">{current.name}</h2>
                <p className="text-sm text-stone-600">{formatPhone(current.phone!)}</p>
              </div>
              <pre className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-xl bg-emerald-50 p-4 font-sans text-sm text-stone-800">
                {messageFor(current)}
              </pre>
              <div className="flex flex-wrap gap-2">
                <a
                  key={current.id}
                  href={whatsAppUrl(current.phone!, messageFor(current))}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => send(current)}
                  className={`${buttonPrimary} bg-emerald-600 hover:bg-emerald-700`}
                >
                  <MessageCircle className="h-4 w-4" aria-hidden="true" /> Kirim lewat WhatsApp
                </a>
                <button
                  type="button"
                  className={buttonSecondary}
                  onClick={() => {
                    setSkipped(new Set([...skipped, current.id]));
                    setChosen(null);
                  }}
                >
                  <SkipForward className="h-4 w-4" aria-hidden="true" /> Lewati
                </button>
              </div>
              <p className="text-xs text-stone-500">
                WhatsApp terbuka dengan pesan terisi; tekan kirim di sana. Tamu langsung ditandai
                terkirim.
              </p>
            </div>
          ) : (
            <p className="text-stone-600">
              {round === 'invite'
                ? 'Semua tamu yang punya nomor HP sudah dikirimi undangan.'
                : 'Tidak ada tamu yang perlu diingatkan saat ini.'}
            </p>
          )}
        </section>

        {withoutPhone ? (
          <p className="text-sm text-stone-600">
            {withoutPhone} tamu tanpa nomor HP tidak masuk antrean WhatsApp; bagikan link pribadinya
            dari daftar tamu.
          </p>
        ) : null}

        <TemplateEditor
          invitationId={invitationId}
          templates={templates}
          defaults={defaultTemplates}
          round={round}
        />
      </div>

      <aside aria-label="Antrean" className={`${cardClass} content-start`}>
        <h2 className="font-semibold text-stone-900">Antrean ({queue.length})</h2>
        {queue.length ? (
          <ol className="mt-3 grid max-h-[32rem] gap-1 overflow-y-auto" data-testid="send-queue">
            {queue.slice(0, 100).map((guest) => (
              <li key={guest.id}>
                <button
                  type="button"
                  onClick={() => setChosen(guest.id)}
                  aria-current={guest.id === current?.id}
                  className={`w-full rounded-xl px-3 py-2 text-left text-sm ${guest.id === current?.id ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700 hover:bg-stone-50'}`}
                >
                  {guest.name}
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-stone-600">Antrean kosong.</p>
        )}
        {skipped.size ? (
          <button
            type="button"
            className="mt-3 text-sm font-medium text-brand-700 underline"
            onClick={() => setSkipped(new Set())}
          >
            Kembalikan {skipped.size} tamu yang dilewati
          </button>
        ) : null}
      </aside>
    </div>
  );
}
