import { useState, type FormEvent } from 'react';
import {
  GUEST_CATEGORIES,
  GUEST_LANGUAGE_LABELS,
  GUEST_LANGUAGES,
  GUEST_TABLE_MAX,
  type EventDto,
  type GuestCategory,
  type GuestCategoryLabels,
  type GuestLanguage,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { useAssignGuests, useSeatGuests } from '../api/bulk-edit';
import { buttonPrimary, inputClass } from './styles';

type Action = 'invite' | 'uninvite' | 'category' | 'table' | 'language';
const ACTIONS: Record<Action, string> = {
  invite: 'Undang ke acara',
  uninvite: 'Batalkan undangan acara',
  category: 'Atur kategori',
  table: 'Atur meja atau area',
  language: 'Atur bahasa undangan',
};
/** What the guest list itself edits, offered with or without events. */
const isListAction = (action: Action) =>
  action === 'category' || action === 'table' || action === 'language';

/**
 * What to do to the chosen guests, kept at the bottom of the screen while the list scrolls: one
 * request for all of them, whatever their number.
 */
export function BulkActions({
  invitationId,
  guestIds,
  events,
  labels,
  onDone,
}: {
  invitationId: string;
  guestIds: string[];
  events: readonly EventDto[];
  labels: GuestCategoryLabels;
  onDone: () => void;
}) {
  const [chosenAction, setAction] = useState<Action>('invite');
  // Without events (or while they load) only category, table and language are offered.
  const action: Action = events.length || isListAction(chosenAction) ? chosenAction : 'category';
  const [eventId, setEventId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [category, setCategory] = useState<GuestCategory>('vip');
  const [table, setTable] = useState('');
  const [language, setLanguage] = useState<GuestLanguage>('en');
  const assign = useAssignGuests(invitationId);
  const seat = useSeatGuests(invitationId);
  const pending = assign.isPending || seat.isPending;

  const event = events.find((entry) => entry.id === eventId) ?? events[0];
  const session =
    event?.sessions.find((entry) => entry.id === sessionId) ?? event?.sessions[0] ?? null;
  const count = guestIds.length;

  const done = (message: string) => {
    toast.success(message || `${count} tamu diperbarui.`);
    onDone();
  };
  const failed = (error: Error) => toast.error(error.message);

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!count || pending) return;
    if (isListAction(action)) {
      const change =
        action === 'category' ? { category } : action === 'table' ? { table } : { language };
      seat.mutate(
        { guestIds, ...change },
        {
          onSuccess: (result) => done(result.meta.msg),
          onError: failed,
        },
      );
      return;
    }
    if (!event) return;
    assign.mutate(
      {
        eventId: event.id,
        sessionId: action === 'invite' ? (session?.id ?? null) : null,
        invited: action === 'invite',
        guestIds,
      },
      { onSuccess: (result) => done(result.meta.msg), onError: failed },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Ubah tamu yang dipilih"
      data-testid="bulk-actions"
      className="sticky bottom-0 z-10 -mx-1 grid gap-2 rounded-2xl bg-white p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] ring-1 ring-stone-200 sm:mx-0 sm:flex sm:flex-wrap sm:items-center sm:p-4"
    >
      <label className="sm:w-56">
        <span className="sr-only">Tindakan</span>
        <select
          className={inputClass}
          data-testid="bulk-action"
          value={action}
          onChange={(change) => setAction(change.target.value as Action)}
        >
          {(Object.keys(ACTIONS) as Action[])
            .filter((key) => events.length || isListAction(key))
            .map((key) => (
              <option key={key} value={key}>
                {ACTIONS[key]}
              </option>
            ))}
        </select>
      </label>
      {(action === 'invite' || action === 'uninvite') && event ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-1">
          <label className={event.sessions.length && action === 'invite' ? '' : 'col-span-2'}>
            <span className="sr-only">Acara</span>
            <select
              className={inputClass}
              data-testid="bulk-event"
              value={event.id}
              onChange={(change) => {
                setEventId(change.target.value);
                setSessionId('');
              }}
            >
              {events.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.title}
                </option>
              ))}
            </select>
          </label>
          {action === 'invite' && event.sessions.length ? (
            <label>
              <span className="sr-only">Sesi</span>
              <select
                className={inputClass}
                data-testid="bulk-session"
                value={session?.id ?? ''}
                onChange={(change) => setSessionId(change.target.value)}
              >
                {event.sessions.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title} ({entry.startTime.replace(':', '.')}–
                    {entry.endTime.replace(':', '.')})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {action === 'category' ? (
        <label className="sm:flex-1">
          <span className="sr-only">Kategori</span>
          <select
            className={inputClass}
            data-testid="bulk-category"
            value={category}
            onChange={(change) => setCategory(change.target.value as GuestCategory)}
          >
            {GUEST_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {labels[key]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {action === 'language' ? (
        <label className="sm:flex-1">
          <span className="sr-only">Bahasa undangan</span>
          <select
            className={inputClass}
            data-testid="bulk-language"
            value={language}
            onChange={(change) => setLanguage(change.target.value as GuestLanguage)}
          >
            {GUEST_LANGUAGES.map((key) => (
              <option key={key} value={key}>
                {GUEST_LANGUAGE_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {action === 'table' ? (
        <label className="sm:flex-1">
          <span className="sr-only">Meja atau area</span>
          <input
            className={inputClass}
            data-testid="bulk-table"
            value={table}
            maxLength={GUEST_TABLE_MAX}
            placeholder="Meja 5 (kosongkan untuk menghapus)"
            onChange={(change) => setTable(change.target.value)}
          />
        </label>
      ) : null}
      <button
        type="submit"
        className={buttonPrimary}
        disabled={!count || pending}
        data-testid="bulk-apply"
      >
        {pending
          ? 'Menyimpan...'
          : count
            ? `Terapkan ke ${count.toLocaleString('id-ID')} tamu`
            : 'Pilih tamu dulu'}
      </button>
    </form>
  );
}
