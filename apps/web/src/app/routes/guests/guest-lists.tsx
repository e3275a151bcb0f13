import { GuestListsPage } from '@/features/guests/components/guest-lists-page';

export default GuestListsPage;
