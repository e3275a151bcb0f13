import { GuestUploadPage } from '@/features/album/components/guest-upload-page';

export default GuestUploadPage;
