import { GuestBulkPage } from '@/features/guests/components/guest-bulk-page';

export default GuestBulkPage;
