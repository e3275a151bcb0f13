import { describe, expect, it } from 'vitest';
import type { FontSpec } from '../components/design-parts';
import { namesLetters, readNamesFace, SLOT_TAG } from './names-face';

const script: FontSpec = { family: 'Great Vibes', file: 'gv.woff2', weight: 400, preload: true };
const text: FontSpec = { family: 'Lora', file: 'lora.woff2', weight: 400, preload: false };

const CSS = `
:root { --names-font: 'Great Vibes', cursive; --body-font: 'Lora', serif; }
/* a comment { with braces } */
.names, .person-name { font-family: var(--names-font); }
.kicker { text-transform: uppercase; }
.d-x .kicker { font-family: var(--names-font); text-transform: none; }
.title::before { font-family: var(--names-font); content: ''; }
@media (min-width: 1024px) { .wide h2 { font-family: var(--names-font); } }
.body { font-family: var(--body-font); }
@keyframes rise { from { opacity: 0; } }
`;

function page(body: string) {
  return `<!DOCTYPE html><html class="d-x"><head><title>t</title></head><body>${body}</body></html>`;
}

describe('names face', () => {
  const face = readNamesFace(CSS, [script, text])!;

  it('reads the face and every rule that writes in it from the stylesheet', () => {
    expect(face.font).toBe(script);
    expect(face.selectors).toEqual([
      '.names',
      '.person-name',
      '.d-x .kicker',
      '.title',
      '.wide h2',
    ]);
    expect(readNamesFace(':root{--names-font: Georgia}', [script])).toBeNull();
  });

  it('keeps only the letters written in the names face, sorted', () => {
    const html = page(
      '<h1 class="names">Rina &amp; Budi</h1><p class="body">Zebra xylofon</p><p class="person-name">Rina  Ayu</p>',
    );
    expect(namesLetters(html, face)).toBe(' &ABRadinuy');
  });

  it('keeps letters as the stylesheet will show them, by the weightier rule', () => {
    const html = page('<p class="kicker">ab</p><div class="wide"><h2 class="kicker">cd</h2></div>');
    const uppercaseOnly = readNamesFace(CSS.replace('.d-x .kicker', '.kicker-x'), [script])!;
    // .d-x .kicker outweighs .kicker: its text shows as written.
    expect(namesLetters(html, face)).toBe('abcd');
    expect(namesLetters(html, { ...uppercaseOnly, selectors: ['.wide h2', '.kicker'] })).toBe(
      'ABCD',
    );
  });

  it('has no page cut when the text is filled in per guest or too varied', () => {
    const guest = `<${SLOT_TAG}><p class="names">Tamu</p></${SLOT_TAG}>`;
    expect(namesLetters(page(`<p class="names">Rina</p>${guest}`), face)).toBeNull();
    expect(
      namesLetters(page(`<p class="names">Rina <${SLOT_TAG}>3</${SLOT_TAG}></p>`), face),
    ).toBeNull();
    expect(namesLetters(page('<p class="body">Rina</p>'), face)).toBeNull();
    const many = Array.from({ length: 0x7e - 0x21 }, (_, i) => String.fromCodePoint(0x21 + i))
      .concat('àáâãäåæçèéêëìíîïðñòóôõö')
      .join('')
      .replace(/[<>&]/g, '');
    expect(namesLetters(page(`<p class="names">${many}</p>`), face)).toBeNull();
  });
});
