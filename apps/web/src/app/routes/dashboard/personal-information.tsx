import { PersonalInformationPage } from '@/features/editor/components/personal-information-page';

export default PersonalInformationPage;
