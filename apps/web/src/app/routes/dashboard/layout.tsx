import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';

export default DashboardLayout;
