import { LogoutPage } from '@/features/dashboard/components/logout-page';

export default LogoutPage;
