import { useState } from 'react';
import { Plus } from 'lucide-react';
import { EVENT_LIMITS, roleCan, type EventDto, type InvitationRole } from '@kabar/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/query-error';
import { toast } from '@/components/ui/toast';
import { buttonPrimary, cardClass } from '@/components/ui/styles';
import { useEvents } from '@/lib/invitation-events';
import { useChangeEvents } from '../api/events';
import { DeadlineForm } from './deadline-form';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';
import { SessionsDialog } from './sessions-dialog';

type Open =
  | { kind: 'form'; event: EventDto | null }
  | { kind: 'sessions'; event: EventDto }
  | { kind: 'delete'; event: EventDto }
  | null;

/**
 * The couple's events (issue 27): step 2's two and their own, up to six; each may be split into
 * sessions with a capacity, shown on the open link or only to the guests invited; the RSVP deadline.
 */
export function EventsPage({ invitationId, role }: { invitationId: string; role: InvitationRole }) {
  const query = useEvents(invitationId);
  const change = useChangeEvents(invitationId);
  const [open, setOpen] = useState<Open>(null);
  const canEdit = roleCan(role, 'edit');

  if (query.isPending) {
    return (
      <p className="text-stone-600" aria-busy="true">
        Memuat acara...
      </p>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const { events, deadline } = query.data;
  const firstZone = events.find((event) => event.active)?.timeZone ?? 'WIB';
  const report = {
    onSuccess: ({ message }: { message: string }) => toast.success(message),
    onError: (error: Error) => toast.error(error.message),
  };

  return (
    <div className="grid gap-6">
      <section className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 className="text-lg font-semibold text-stone-900">Acara & Sesi</h2>
          <p className="text-sm text-stone-600">
            Undangan bisa memuat sampai {EVENT_LIMITS.events} acara. Pilih acara dan sesi tiap tamu
            di formulir tamu; link pribadi tamu hanya menampilkan acaranya.
          </p>
        </div>
        {canEdit && events.length < EVENT_LIMITS.events ? (
          <button
            type="button"
            className={buttonPrimary}
            onClick={() => setOpen({ kind: 'form', event: null })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> Tambah Acara
          </button>
        ) : null}
      </section>

      <div className={cardClass}>
        <DeadlineForm
          key={deadline ?? 'none'}
          invitationId={invitationId}
          deadline={deadline}
          zone={firstZone}
          canEdit={canEdit}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            canEdit={canEdit}
            busy={change.isPending}
            onEdit={() => setOpen({ kind: 'form', event })}
            onSessions={() => setOpen({ kind: 'sessions', event })}
            onDelete={() => setOpen({ kind: 'delete', event })}
            onVisibility={(isPublic) =>
              change.mutate({ kind: 'visibility', eventId: event.id, isPublic }, report)
            }
          />
        ))}
      </div>

      {open?.kind === 'form' ? (
        <EventFormDialog
          invitationId={invitationId}
          event={open.event}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'sessions' ? (
        <SessionsDialog
          invitationId={invitationId}
          event={open.event}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Hapus ${open.event.title}?`}
          confirmLabel="Hapus Acara"
          pendingLabel="Menghapus..."
          danger
          pending={change.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            change.mutate(
              { kind: 'delete', eventId: open.event.id },
              { ...report, onSettled: () => setOpen(null) },
            )
          }
        >
          Acara, sesinya dan jawaban tamu untuk acara ini dihapus. Tamu yang hanya diundang ke acara
          ini tetap ada di daftar tamu.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
