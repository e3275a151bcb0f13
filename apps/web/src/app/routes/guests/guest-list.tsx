import { GuestListPage } from '@/features/guests/components/guest-list-page';

export default GuestListPage;
