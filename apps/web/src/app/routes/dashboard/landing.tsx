import { DashboardLanding } from '@/features/dashboard/components/dashboard-landing';

export default DashboardLanding;
