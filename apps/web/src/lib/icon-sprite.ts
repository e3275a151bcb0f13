import { escapeRegExp } from '@kabar/shared/escape-reg-exp';

/** lucide-react's stroke at its defaults: on each icon's `<svg>`, and on the sprite's symbols. */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
/**
 * The opening tag lucide-react draws for every icon at its defaults. Icons drawn with other
 * attributes (another stroke width, a size in pixels) do not match and stay as they are.
 */
const LUCIDE_HEAD = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${STROKE} class="lucide lucide-`;
const ICON = new RegExp(
  `${escapeRegExp(LUCIDE_HEAD)}([a-z0-9-]+)([^"]*)"([^>]*)>((?:(?!</?svg)[^])*)</svg>`,
  'g',
);

/**
 * A server-drawn public page with every icon drawn more than once defined once, as a `<symbol>` in
 * a hidden sprite at the page's start, and each icon a `<use>` of it (decision 059). The catalogue
 * draws the same three icons on each of its 59 cards: 73 KB of its 357 KB of HTML were their
 * markup, parsed on a phone's main thread while the page loads. The icons' classes and ARIA
 * attributes stay on each icon; the stroke and its colour (`currentColor`, the button's text)
 * reach the paths through the `<use>`.
 */
export function spriteRepeatedIcons(html: string): string {
  const drawings = new Map<string, { name: string; body: string; count: number; id?: string }>();
  for (const [, name, , , body] of html.matchAll(ICON)) {
    const key = `${name}\n${body}`;
    const drawing = drawings.get(key) ?? { name: name!, body: body!, count: 0 };
    drawing.count += 1;
    drawings.set(key, drawing);
  }
  const ids = new Set<string>();
  let symbols = '';
  for (const drawing of drawings.values()) {
    if (drawing.count < 2) continue;
    // Two drawings of one name (two lucide versions) each get their own id.
    let id = `icon-${drawing.name}`;
    for (let n = 2; ids.has(id); n += 1) id = `icon-${drawing.name}-${n}`;
    ids.add(id);
    drawing.id = id;
    symbols += `<symbol id="${id}" viewBox="0 0 24 24" ${STROKE}>${drawing.body}</symbol>`;
  }
  if (!symbols) return html;
  const page = html.replace(
    ICON,
    (icon, name: string, classes: string, rest: string, body: string) => {
      const id = drawings.get(`${name}\n${body}`)?.id;
      if (!id) return icon;
      return `<svg width="24" height="24" class="lucide lucide-${name}${classes}"${rest}><use href="#${id}"></use></svg>`;
    },
  );
  return `<svg class="hidden" aria-hidden="true">${symbols}</svg>${page}`;
}
