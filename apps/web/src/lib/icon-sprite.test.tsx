import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { Eye, Globe, Menu } from 'lucide-react';
import { spriteRepeatedIcons } from './icon-sprite';

const draw = (icons: ReactElement) => renderToStaticMarkup(<div>{icons}</div>);

describe('icons drawn more than once, defined once (decision 059)', () => {
  it('moves a repeated icon into one symbol and keeps each use’s classes and ARIA', () => {
    const html = draw(
      <>
        <Eye className="size-4" aria-hidden="true" />
        <Eye className="size-5 text-stone-500" aria-hidden="true" />
        <Menu className="size-5" />
      </>,
    );
    const page = spriteRepeatedIcons(html);
    const eyePath = /<path d="M2\.062[^"]*"><\/path>/.exec(html)![0];
    expect(page.startsWith('<svg class="hidden" aria-hidden="true"><symbol id="icon-eye"')).toBe(
      true,
    );
    expect(page.split(eyePath)).toHaveLength(2);
    expect(page).toContain(
      '<svg width="24" height="24" class="lucide lucide-eye size-4" aria-hidden="true"><use href="#icon-eye"></use></svg>',
    );
    expect(page).toContain(
      '<svg width="24" height="24" class="lucide lucide-eye size-5 text-stone-500" aria-hidden="true"><use href="#icon-eye"></use></svg>',
    );
    // Drawn once: left whole, with its own paths.
    expect(page).toContain('class="lucide lucide-menu size-5"');
    expect(page).not.toContain('#icon-menu');
    expect(page.length).toBeLessThan(html.length);
  });

  it('leaves a page without a repeated icon as it was', () => {
    const html = draw(
      <>
        <Eye />
        <Globe />
      </>,
    );
    expect(spriteRepeatedIcons(html)).toBe(html);
  });

  it('leaves an icon drawn with other attributes alone', () => {
    const html = draw(
      <>
        <Globe strokeWidth={1.5} />
        <Globe strokeWidth={1.5} />
      </>,
    );
    expect(spriteRepeatedIcons(html)).toBe(html);
  });

  it('gives two different drawings of one name their own symbols', () => {
    const other = draw(<Eye />).replace('r="3"', 'r="4"');
    const html =
      draw(
        <>
          <Eye />
          <Eye />
        </>,
      ) +
      other +
      other;
    const page = spriteRepeatedIcons(html);
    expect(page).toContain('<symbol id="icon-eye" ');
    expect(page).toContain('<symbol id="icon-eye-2" ');
    expect(page.match(/#icon-eye-2"/g)).toHaveLength(2);
  });
});
