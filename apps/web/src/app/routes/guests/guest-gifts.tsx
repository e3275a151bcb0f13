import { GuestGiftsPage } from '@/features/guests/components/guest-gifts-page';

export default GuestGiftsPage;
