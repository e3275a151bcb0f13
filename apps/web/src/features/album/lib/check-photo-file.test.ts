import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES, GUEST_PHOTO_MAX_BYTES } from '@kabar/shared';
import { photoFileProblem } from './check-photo-file';

describe('photoFileProblem', () => {
  it('names HEIC by type or by name, and files over 15 MB', () => {
    expect(photoFileProblem({ name: 'IMG_1.HEIC', type: '', size: 10 })).toBe(ALBUM_MESSAGES.heic);
    expect(photoFileProblem({ name: 'a', type: 'image/heif', size: 10 })).toBe(ALBUM_MESSAGES.heic);
    const big = { name: 'a.jpg', type: 'image/jpeg', size: GUEST_PHOTO_MAX_BYTES + 1 };
    expect(photoFileProblem(big)).toBe(ALBUM_MESSAGES.tooLarge);
    const fits = { name: 'a.jpg', type: 'image/jpeg', size: GUEST_PHOTO_MAX_BYTES };
    expect(photoFileProblem(fits)).toBeNull();
  });
});
