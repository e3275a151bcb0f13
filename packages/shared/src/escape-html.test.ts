import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Budi & Sari</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Budi &amp; Sari&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity typed by a guest shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Selamat menempuh hidup baru 💐')).toBe('Selamat menempuh hidup baru 💐');
  });
});
