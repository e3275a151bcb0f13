import { GuestImportPage } from '@/features/guests/components/guest-import-page';

export default GuestImportPage;
