import { CustomFormPage } from '@/features/editor/components/custom-form-page';

export default CustomFormPage;
