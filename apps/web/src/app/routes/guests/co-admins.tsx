import { CoAdminsPage } from '@/features/guests/components/co-admins-page';

export default CoAdminsPage;
