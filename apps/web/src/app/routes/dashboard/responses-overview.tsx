import { ResponsesOverviewPage } from '@/features/responses/components/responses-overview-page';

export default ResponsesOverviewPage;
