import { GuestGiftPage } from '@/features/album/components/guest-gift-page';

export default GuestGiftPage;
