import { describe, expect, it } from 'vitest';
import { EMPTY_SHOW, nextPhoto, withPhotos } from './wall-show';

describe('the wall show', () => {
  it('starts with the newest and cycles down, then round', () => {
    let show = withPhotos(EMPTY_SHOW, ['c', 'b', 'a']);
    expect(show.current).toBe('c');
    show = nextPhoto(nextPhoto(show));
    expect(show.current).toBe('a');
    expect(nextPhoto(show).current).toBe('c');
  });

  it('puts a photo that just arrived on screen at once', () => {
    const show = nextPhoto(withPhotos(EMPTY_SHOW, ['b', 'a']));
    expect(show.current).toBe('a');
    expect(withPhotos(show, ['c', 'b', 'a']).current).toBe('c');
  });

  it('keeps the one on screen, or moves on when it was hidden', () => {
    const show = nextPhoto(withPhotos(EMPTY_SHOW, ['b', 'a']));
    expect(withPhotos(show, ['b', 'a']).current).toBe('a');
    expect(withPhotos(show, ['b']).current).toBe('b');
    expect(withPhotos(show, []).current).toBeNull();
  });
});
