import { GuestSendPage } from '@/features/guests/components/guest-send-page';

export default GuestSendPage;
