import { describe, expect, it } from 'vitest';
import { FONTS } from '../components/fonts';
import { buildThemeAssets } from './build-assets';

const key = Buffer.alloc(32, 7);
const assets = buildThemeAssets({ pageFontKey: key });
const font = FONTS.alexBrush;

function fileOf(url: string) {
  return url.slice(url.lastIndexOf('/') + 1);
}

describe('page fonts', () => {
  it('serves a page its own cut of the names face, ahead of the shared files', async () => {
    const cut = assets.pageFonts.forLetters(font, ' &BRadinu')!;
    expect(cut.url).toMatch(/^\/static\/invitation\/p\/[\w-]+\.[\w-]+\.[\w-]+\.woff2$/);
    expect(cut.replaces).toMatch(/^\/static\/invitation\/[\w-]+\.woff2$/);
    expect(cut.css).toContain(`font-family:'Alex Brush'`);
    expect(cut.css).toContain(
      'unicode-range:U+0020,U+0026,U+0042,U+0052,U+0061,U+0064,U+0069,U+006E,U+0075}',
    );

    const body = (await assets.pageFonts.read(fileOf(cut.url)))!;
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const shared = assets.files.get(cut.replaces)!.body;
    expect(body.length).toBeLessThan(shared.length / 2);
  });

  it('is the same address on every instance with the same key, and no other', () => {
    const again = buildThemeAssets({ pageFontKey: key }).pageFonts.forLetters(font, 'Rina');
    const other = buildThemeAssets().pageFonts.forLetters(font, 'Rina');
    expect(again!.url).toBe(assets.pageFonts.forLetters(font, 'Rina')!.url);
    expect(other!.url).not.toBe(again!.url);
  });

  it('cuts nothing it did not sign', async () => {
    const file = fileOf(assets.pageFonts.forLetters(font, 'Rina')!.url);
    const [id, letters, mac] = file.replace('.woff2', '').split('.') as [string, string, string];
    const otherLetters = Buffer.from('Rinb').toString('base64url');
    for (const forged of [
      `${id}.${otherLetters}.${mac}.woff2`,
      `${id}.${letters}.${mac}A.woff2`,
      `${id}.${letters}=.${mac}.woff2`,
      `unknown.${letters}.${mac}.woff2`,
      `${id}.${letters}.woff2`,
      '..%2f..%2fpackage.json',
    ]) {
      expect(await assets.pageFonts.read(forged), forged).toBeNull();
    }
    expect(await assets.pageFonts.read(file)).not.toBeNull();
    expect(assets.pageFonts.forLetters({ ...font, file: 'elsewhere.woff2' }, 'Rina')).toBeNull();
  });
});
