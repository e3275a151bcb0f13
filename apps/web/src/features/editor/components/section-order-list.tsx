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
  MapPin,
  MessageSquareHeart,
  PartyPopper,
  Timer,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  mergeSectionOrder,
  sectionName,
  splitSectionOrder,
  type InvitationContent,
  type InvitationSectionId,
  type PlanId,
} from '@kabar/shared';
import { HiddenSectionsNote } from './hidden-sections-note';

/** A section-order item: id, name, icon. */
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

const nameOf = (id: unknown) => sectionName(id as InvitationSectionId);

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
        aria-label={`Pindahkan ${sectionName(id)}`}
        className="cursor-grab touch-none rounded-lg p-2 text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1 font-semibold text-stone-800">{sectionName(id)}</span>
      <span className="text-sm text-stone-400" aria-hidden="true">
        {index + 1}
      </span>
    </li>
  );
}

/**
 * The sections the invitation shows (the shared rule: the couple's switches and plan), reordered
 * by dragging the handle (mouse or touch) or from the keyboard: focus a handle, Space to pick it
 * up, arrow keys to move, Space to drop, Escape to cancel. The hidden ones are named below with
 * why, and keep their place beside their neighbour in the stored order.
 */
export function SectionOrderList({
  order: storedOrder,
  content,
  plan,
  onChange,
}: {
  order: InvitationSectionId[];
  content: InvitationContent;
  plan: PlanId;
  onChange: (order: InvitationSectionId[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { shown: order, hidden } = splitSectionOrder(storedOrder, content, plan);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(active.id as InvitationSectionId);
    const to = order.indexOf(over.id as InvitationSectionId);
    onChange(mergeSectionOrder(storedOrder, arrayMove(order, from, to)));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${nameOf(active.id)} diangkat, posisi ${positionOf(order, active.id)} dari ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dipindah ke posisi ${positionOf(order, over.id)}.`
        : `${nameOf(active.id)} di luar daftar.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} diletakkan di posisi ${positionOf(order, over.id)}.`
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
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2" aria-label="Urutan bagian undangan">
            {order.map((id, index) => (
              <Row key={id} id={id} index={index} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <HiddenSectionsNote hidden={hidden} />
    </>
  );
}
