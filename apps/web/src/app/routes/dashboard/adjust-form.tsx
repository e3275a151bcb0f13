import { AdjustFormPage } from '@/features/editor/components/adjust-form-page';

export default AdjustFormPage;
