import { WeddingDetailsPage } from '@/features/editor/components/wedding-details-page';

export default WeddingDetailsPage;
