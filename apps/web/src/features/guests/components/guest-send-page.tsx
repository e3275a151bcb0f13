import { useMemo, useState } from 'react';
import { MessageCircle, SkipForward } from 'lucide-react';
import {
  DATED_ROUND_PLACEHOLDERS,
  DEFAULT_DATED_TEMPLATES_BY_LANGUAGE,
  formatLongDate,
  GUEST_LANGUAGE_LABELS,
  GUEST_LANGUAGES,
  GUEST_MESSAGE_PLACEHOLDERS,
  guestTemplateKey,
  guestTemplateSchema,
  needsReminder,
  renderGuestMessage,
  roleCan,
  roundTemplateSchema,
  whatsAppUrl,
  type DatedRound,
  type DatedRoundKind,
  type DatedRounds,
  type GuestDto,
  type GuestLanguage,
  type GuestSendRound,
} from '@kabar/shared';
import { useMarkGuestSent } from '../api/mark-guest-sent';
import { useMarkRoundSent, useReminderRounds, useSaveRoundTemplate } from '../api/reminder-rounds';
import { useSaveTemplates } from '../api/save-templates';
import { guestMessageOf } from '../lib/guest-message-of';
import { formatPhone } from './format';
import { useGuestsContext } from './guests-layout';
import { toast } from '@/components/ui/toast';
import { ReminderSettings } from './reminder-settings';
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

/** "Ubah template …": a dated round's words are one per kind, shared by every event's eve. */
const ROUND_TEMPLATE_LABELS: Record<DatedRoundKind, string> = {
  unanswered: 'belum menjawab',
  day_before: 'sampai jumpa besok',
  thanks: 'terima kasih',
};

/** A guest waiting in the chosen round, with the message they will receive in their language. */
interface QueueItem {
  id: string;
  name: string;
  phone: string;
  language: GuestLanguage;
  message: string;
}

/** The editors' names for each language's words: "Ubah template undangan (Bahasa Inggris)". */
const templateLabel = (label: string, lang: GuestLanguage) =>
  `${label} (Bahasa ${GUEST_LANGUAGE_LABELS[lang]})`;

function inQueue(guest: GuestDto, round: GuestSendRound): boolean {
  if (!guest.phone) return false;
  return round === 'invite' ? !guest.sentAt : needsReminder(guest) && !guest.reminderSentAt;
}

const isFixed = (choice: string): choice is GuestSendRound =>
  ROUNDS.some((item) => item.round === choice);

/** When a dated round that is not due yet will be: "Mulai Sabtu, 14 Juni 2030". */
function notDueText(round: DatedRound): string {
  const day = round.opensOn ? (formatLongDate(round.opensOn) ?? round.opensOn) : null;
  if (round.kind === 'thanks') {
    return day
      ? `Putaran terima kasih dibuka setelah acara terakhir selesai (${day}).`
      : 'Putaran terima kasih dibuka setelah acara terakhir selesai.';
  }
  return day ? `Putaran ini jatuh tempo mulai ${day}.` : 'Putaran ini belum jatuh tempo.';
}

/** What is due today across the dated rounds, each a button to its queue. */
function DueToday({
  rounds,
  onChoose,
}: {
  rounds: DatedRounds['rounds'];
  onChoose: (key: string) => void;
}) {
  const due = rounds.filter((round) => round.due && (round.guests.length || round.sentToday));
  return (
    <section aria-labelledby="due-today-title" className={`${cardClass} grid gap-2`}>
      <h2 id="due-today-title" className="font-semibold text-stone-900">
        Jatuh tempo hari ini
      </h2>
      {due.length ? (
        <ul className="grid gap-1" data-testid="due-today">
          {due.map((round) => (
            <li key={round.key}>
              <button
                type="button"
                onClick={() => onChoose(round.key)}
                className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-xl px-3 py-2 text-left text-sm hover:bg-stone-50"
              >
                <span className="font-medium text-stone-900">{round.label}</span>
                <span className="text-stone-600">
                  {round.guests.length} tamu menunggu · {round.sentToday} terkirim hari ini
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">
          Tidak ada pengingat terjadwal yang jatuh tempo hari ini.
        </p>
      )}
    </section>
  );
}

/**
 * One guest at a time: the couple presses the button, WhatsApp opens with the message filled in,
 * they press send there, and the guest is marked sent. No unofficial API, no bulk sending. Beside
 * the invitation and its reminder, the dated rounds (decision 040) show when they are due.
 */
export function GuestSendPage() {
  const { invitation, guests, templates, defaultTemplates, invitationId, role } =
    useGuestsContext();
  const dated = useReminderRounds(invitationId);
  const [choice, setChoice] = useState<string>('invite');
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string | null>(null);
  const markSent = useMarkGuestSent(invitationId);
  const markRound = useMarkRoundSent(invitationId);
  const saveTemplates = useSaveTemplates(invitationId);
  const saveRoundTemplate = useSaveRoundTemplate(invitationId);
  const canEdit = roleCan(role, 'edit');

  const datedRound = isFixed(choice)
    ? null
    : (dated.data?.rounds.find((round) => round.key === choice) ?? null);
  const fixed = isFixed(choice) ? choice : null;

  const waitingFor = (): QueueItem[] => {
    if (fixed) {
      return guests
        .filter((guest) => inQueue(guest, fixed))
        .map((guest) => ({
          id: guest.id,
          name: guest.name,
          phone: guest.phone!,
          language: guest.language,
          message: guestMessageOf(guest, fixed, templates, invitation),
        }));
    }
    if (!datedRound || !dated.data) return [];
    const templatesOf = dated.data.templates;
    return datedRound.guests.map((guest) => ({
      id: guest.guestId,
      name: guest.name,
      phone: guest.phone,
      language: guest.language,
      message: renderGuestMessage(templatesOf[guest.language][datedRound.kind], guest.values),
    }));
  };
  const waiting = waitingFor();
  const queue = waiting.filter((item) => !skipped.has(item.id));
  const withoutPhone = useMemo(() => guests.filter((guest) => !guest.phone).length, [guests]);
  const current = queue.find((item) => item.id === chosen) ?? queue[0] ?? null;

  const choose = (next: string) => {
    setChoice(next);
    setChosen(null);
    setSkipped(new Set());
  };

  const marked = (item: QueueItem) => ({
    onSuccess: () => toast.success(`${item.name} ditandai terkirim.`),
    onError: (error: Error) => toast.error(error.message),
  });

  // Deferred: a re-render inside the click would hand the link's next guest to the browser.
  const send = (item: QueueItem) =>
    setTimeout(() => {
      setChosen(null);
      if (fixed) markSent.mutate({ guestId: item.id, round: fixed }, marked(item));
      else if (datedRound)
        markRound.mutate({ guestId: item.id, round: datedRound.key }, marked(item));
    }, 0);

  const chips = [
    ...ROUNDS.map((item) => ({
      key: item.round,
      label: `${item.label} (${guests.filter((guest) => inQueue(guest, item.round)).length})`,
    })),
    ...(dated.data?.rounds ?? []).map((round) => ({
      key: round.key,
      label: round.due ? `${round.label} (${round.guests.length})` : round.label,
    })),
  ];
  const hint = fixed ? ROUNDS.find((item) => item.round === fixed)!.hint : (datedRound?.hint ?? '');

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
      <div className="grid min-w-0 content-start gap-5">
        {dated.data ? <DueToday rounds={dated.data.rounds} onChoose={choose} /> : null}

        <div role="group" aria-label="Putaran pengiriman" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              aria-pressed={choice === chip.key}
              onClick={() => choose(chip.key)}
              className={`rounded-full px-4 py-2 text-left text-sm font-semibold ${choice === chip.key ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300'}`}
            >
              {chip.label}
            </button>
          ))}
        </div>
        <p className="text-sm text-stone-600">{hint}</p>

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
                <h2 className="mt-1 break-words font-serif text-2xl text-stone-900">
                  {current.name}
                </h2>
                <p className="text-sm text-stone-600">
                  {formatPhone(current.phone)}
                  {current.language === 'en' ? ' · Pesan dalam Bahasa Inggris' : ''}
                </p>
              </div>
              <pre className="max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-emerald-50 p-4 font-sans text-sm text-stone-800">
                {current.message}
              </pre>
              <div className="flex flex-wrap gap-2">
                <a
                  key={current.id}
                  href={whatsAppUrl(current.phone, current.message)}
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
                terkirim hari ini.
              </p>
            </div>
          ) : (
            <p className="text-stone-600">
              {datedRound && !datedRound.due
                ? notDueText(datedRound)
                : fixed === 'invite'
                  ? 'Semua tamu yang punya nomor HP sudah dikirimi undangan.'
                  : datedRound?.sentToday
                    ? `Selesai untuk hari ini: ${datedRound.sentToday} pesan terkirim.`
                    : 'Tidak ada tamu yang perlu dikirimi pesan ini saat ini.'}
            </p>
          )}
        </section>

        {withoutPhone ? (
          <p className="text-sm text-stone-600">
            {withoutPhone} tamu tanpa nomor HP tidak masuk antrean WhatsApp; bagikan link pribadinya
            dari daftar tamu.
          </p>
        ) : null}

        {canEdit && fixed ? (
          <div className="grid gap-3 xl:grid-cols-2">
            {GUEST_LANGUAGES.map((lang) => {
              const key = guestTemplateKey(fixed, lang);
              return (
                <TemplateEditor
                  key={key}
                  id={key}
                  label={templateLabel(fixed === 'invite' ? 'undangan' : 'pengingat', lang)}
                  placeholders={GUEST_MESSAGE_PLACEHOLDERS}
                  saved={templates[key]}
                  fallback={defaultTemplates[key]}
                  schema={guestTemplateSchema}
                  save={(template) => saveTemplates.mutateAsync({ ...templates, [key]: template })}
                />
              );
            })}
          </div>
        ) : null}
        {canEdit && datedRound && dated.data ? (
          <div className="grid gap-3 xl:grid-cols-2">
            {GUEST_LANGUAGES.map((language) => (
              <TemplateEditor
                key={`${datedRound.kind}-${language}`}
                id={`${datedRound.kind}-${language}`}
                label={templateLabel(ROUND_TEMPLATE_LABELS[datedRound.kind], language)}
                placeholders={DATED_ROUND_PLACEHOLDERS[datedRound.kind]}
                saved={dated.data.templates[language][datedRound.kind]}
                fallback={DEFAULT_DATED_TEMPLATES_BY_LANGUAGE[language][datedRound.kind]}
                schema={roundTemplateSchema(datedRound.kind)}
                save={(template) =>
                  saveRoundTemplate.mutateAsync({ kind: datedRound.kind, language, template })
                }
              />
            ))}
          </div>
        ) : null}
        {canEdit && dated.data ? (
          <ReminderSettings invitationId={invitationId} rounds={dated.data} />
        ) : null}
      </div>

      <aside aria-label="Antrean" className={`${cardClass} content-start`}>
        <h2 className="font-semibold text-stone-900">Antrean ({queue.length})</h2>
        {queue.length ? (
          <ol className="mt-3 grid max-h-[32rem] gap-1 overflow-y-auto" data-testid="send-queue">
            {queue.slice(0, 100).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setChosen(item.id)}
                  aria-current={item.id === current?.id}
                  className={`w-full rounded-xl px-3 py-2 text-left text-sm ${item.id === current?.id ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700 hover:bg-stone-50'}`}
                >
                  {item.name}
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
