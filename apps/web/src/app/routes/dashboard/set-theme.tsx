import { SetThemePage } from '@/features/dashboard/components/set-theme-page';

export default SetThemePage;
