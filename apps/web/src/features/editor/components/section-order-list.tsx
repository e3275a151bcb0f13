import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  CalendarHeart,
  Church,
  Gift,
  GripVertical,
  Images,
  MailCheck,
  MessageSquareHeart,
  MapPin,
  PartyPopper,
  Timer,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  INVITATION_SECTIONS,
  sectionAvailability,
  SWITCH_LABELS,
  type InvitationSectionId,
  type PlanId,
  type SectionAvailability,
} from '@kabar/shared';
import { reorderShown } from '../lib/reorder-shown';

/** The spec's section-order item: id, name, icon. */
const ICONS: Record<InvitationSectionId, LucideIcon> = {
  couple: Users,
  ceremony: Church,
  reception: PartyPopper,
  gallery: Images,
  countdown: Timer,
  location: MapPin,
  digital_envelope: Gift,
  rsvp: MailCheck,
  guest_book: MessageSquareHeart,
};
const NAMES = Object.fromEntries(INVITATION_SECTIONS.map((s) => [s.id, s.name])) as Record<
  InvitationSectionId,
  string
>;

const nameOf = (id: unknown) => NAMES[id as InvitationSectionId] ?? String(id);

function positionOf(order: InvitationSectionId[], id: unknown): number {
  return order.indexOf(id as InvitationSectionId) + 1;
}

function Row({ id, index }: { id: InvitationSectionId; index: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const Icon = ICONS[id] ?? CalendarHeart;
  return (
    <li
      ref={setNodeRef}
      data-testid="section-item"
      data-section={id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 ${isDragging ? 'relative z-10 shadow-lg ring-brand-400' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Pindahkan ${NAMES[id]}`}
        className="cursor-grab touch-none rounded-lg p-2 text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1 font-semibold text-stone-800">{NAMES[id]}</span>
      <span className="text-sm text-stone-400" aria-hidden="true">
        {index + 1}
      </span>
    </li>
  );
}

/** Why a section is not on the invitation, and what brings it back. */
function hiddenReason(availability: Exclude<SectionAvailability, { shows: true }>): string {
  return availability.why === 'locked'
    ? `Tersedia di paket ${availability.plan.name}.`
    : `Dimatikan. Nyalakan "${SWITCH_LABELS[availability.switchName] ?? availability.switchName}" di langkah 3 untuk menampilkannya.`;
}

/**
 * The sections the invitation shows, reordered by dragging the handle (mouse or touch) or from
 * the keyboard: focus a handle, Space to pick it up, arrow keys to move, Space to drop, Escape to
 * cancel. Sections switched off or outside the plan are listed apart with what brings them back;
 * they keep their places in the saved order.
 */
export function SectionOrderList({
  order,
  onChange,
  content,
  plan,
}: {
  order: InvitationSectionId[];
  onChange: (order: InvitationSectionId[]) => void;
  content: Record<string, unknown>;
  plan: PlanId;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const availability = order.map((id) => [id, sectionAvailability(id, content, plan)] as const);
  const shownIds = availability.filter(([, state]) => state.shows).map(([id]) => id);
  const shown = new Set(shownIds);
  const hidden = availability.flatMap(([id, state]) => (state.shows ? [] : [{ id, state }]));

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(
      reorderShown(order, shown, active.id as InvitationSectionId, over.id as InvitationSectionId),
    );
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${nameOf(active.id)} diangkat, posisi ${positionOf(shownIds, active.id)} dari ${shownIds.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dipindah ke posisi ${positionOf(shownIds, over.id)}.`
        : `${nameOf(active.id)} di luar daftar.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} diletakkan di posisi ${positionOf(shownIds, over.id)}.`
        : `${nameOf(active.id)} diletakkan.`,
    onDragCancel: ({ active }) =>
      `Pemindahan dibatalkan. ${nameOf(active.id)} kembali ke tempatnya.`,
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'Tekan spasi untuk mengangkat bagian ini, panah atas atau bawah untuk memindahkannya, spasi lagi untuk meletakkannya, atau Escape untuk batal.',
          },
        }}
      >
        <SortableContext items={shownIds} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2" aria-label="Urutan bagian undangan">
            {shownIds.map((id, index) => (
              <Row key={id} id={id} index={index} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {hidden.length ? (
        <section className="mt-6" aria-labelledby="hidden-sections">
          <h2 id="hidden-sections" className="text-sm font-semibold text-stone-700">
            Tidak tampil di undangan
          </h2>
          <ul className="mt-2 space-y-2" data-testid="hidden-sections">
            {hidden.map(({ id, state }) => {
              const Icon = ICONS[id] ?? CalendarHeart;
              return (
                <li
                  key={id}
                  data-section={id}
                  className="flex items-start gap-3 rounded-2xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
                  <span>
                    <span className="font-semibold text-stone-800">{NAMES[id]}</span>
                    <span className="block text-stone-600">{hiddenReason(state)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
