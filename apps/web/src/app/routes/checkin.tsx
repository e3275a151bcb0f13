import { CheckinPage } from '@/features/checkin/components/checkin-page';

export default CheckinPage;
