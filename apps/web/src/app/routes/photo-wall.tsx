import { PhotoWallPage } from '@/features/album/components/photo-wall-page';

export default PhotoWallPage;
