/**
 * The opening tag lucide-react draws for every icon at its defaults. Icons drawn with other
 * attributes (another stroke width, a size in pixels) do not match and stay as they are.
 */
const LUCIDE_HEAD =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-';
const ICON = new RegExp(
  `${LUCIDE_HEAD.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([a-z0-9-]+)([^"]*)"([^>]*)>((?:(?!</?svg)[^])*)</svg>`,
  'g',
);
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * A server-drawn public page with every icon drawn more than once defined once, as a `<symbol>` in
 * a hidden sprite at the page's start, and each icon a `<use>` of it (decision 059). The catalogue
 * draws the same three icons on each of its 59 cards: 73 KB of its 357 KB of HTML were their
 * markup, parsed on a phone's main thread while the page loads. The icons' classes and ARIA
 * attributes stay on each icon; the stroke and its colour (`currentColor`, the button's text)
 * reach the paths through the `<use>`.
 */
export function spriteRepeatedIcons(html: string): string {
  const counts = new Map<string, number>();
  for (const [, name, , , body] of html.matchAll(ICON)) {
    const key = `${name}\n${body}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  let symbols = '';
  for (const [key, count] of counts) {
    if (count < 2) continue;
    const name = key.slice(0, key.indexOf('\n'));
    const body = key.slice(name.length + 1);
    const id = uniqueId(`icon-${name}`, ids);
    ids.set(key, id);
    symbols += `<symbol id="${id}" ${SYMBOL_ATTRIBUTES}>${body}</symbol>`;
  }
  if (!symbols) return html;
  const page = html.replace(
    ICON,
    (icon, name: string, classes: string, rest: string, body: string) => {
      const id = ids.get(`${name}\n${body}`);
      if (!id) return icon;
      return `<svg width="24" height="24" class="lucide lucide-${name}${classes}"${rest}><use href="#${id}"></use></svg>`;
    },
  );
  return `<svg class="hidden" aria-hidden="true">${symbols}</svg>${page}`;
}

/** Two icons of one name but different paths (two lucide versions) each get their own id. */
function uniqueId(base: string, taken: Map<string, string>): string {
  const used = new Set(taken.values());
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  return id;
}
