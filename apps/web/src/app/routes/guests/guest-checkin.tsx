import { GuestCheckinPage } from '@/features/guests/components/guest-checkin-page';

export default GuestCheckinPage;
