export { followDeskEvents, type DeskEventHandlers } from '@/lib/follow-events';
