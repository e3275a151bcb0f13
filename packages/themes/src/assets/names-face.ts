import { selectAll } from 'css-select';
import type { AnyNode } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FontSpec } from '../components/design-parts';
import { LATIN } from './font-subsets';

/** Where a design's stylesheet sets its names face, and where it changes letters' case. */
export interface NamesFace {
  font: FontSpec;
  /** Every selector whose rule sets `var(--names-font)`. */
  selectors: string[];
  /** Selectors whose rule changes letters' case (text-transform, small caps), and to what. */
  casing: { selector: string; to: Casing; weight: number }[];
}

/** CSS specificity folded into one number (ids, then classes, then types), plus source order. */
function weightOf(selector: string, order: number): number {
  const ids = selector.match(/#[\w-]+/g)?.length ?? 0;
  const classes = selector.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g)?.length ?? 0;
  const types =
    selector.replace(/[#.:][\w-]+|\[[^\]]*\]/g, ' ').match(/[a-z][\w-]*/gi)?.length ?? 0;
  return ((ids * 100 + classes) * 100 + types) * 10_000 + order;
}

type Casing = 'upper' | 'lower' | 'both' | 'none';

function casingOf(body: string): Casing | null {
  if (/font-variant[^:]*:[^;]*small-caps/.test(body)) return 'both';
  const transform = /text-transform:\s*([a-z-]+)/.exec(body)?.[1];
  if (!transform) return null;
  if (transform === 'uppercase') return 'upper';
  if (transform === 'lowercase') return 'lower';
  return transform === 'none' ? 'none' : 'both';
}

/** Wraps what a request puts into a slot, in a page filled to be read here. */
export const SLOT_TAG = 'kb-slot';

/** More letters than this and a page's own cut saves too little over the shared file. */
const MAX_LETTERS = 96;

/** Each rule's selector list and declarations, from a stylesheet as we write them (no nesting). */
function rules(css: string): { selectors: string[]; body: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selectors: match[1]!
      .split(',')
      .map((selector) => selector.trim())
      .filter(
        (selector) => selector && !selector.startsWith('@') && !/^(from|to|\d)/.test(selector),
      ),
    body: match[2]!,
  }));
}

/** A pseudo-element draws on its element's box; what it draws is matched on the element. */
function elementOf(selector: string): string {
  return selector.replace(/::?(before|after|first-letter|first-line|marker)\b/g, '').trim();
}

/**
 * The face a design writes names in (`--names-font`, first family) and the rules that use it,
 * read from the design's unminified stylesheet.
 */
export function readNamesFace(css: string, fonts: FontSpec[]): NamesFace | null {
  const family = /--names-font:\s*'([^']+)'/.exec(css)?.[1];
  const font = fonts.find((candidate) => candidate.family === family);
  if (!font) return null;
  const all = rules(css);
  const selectors = all
    .filter((rule) => rule.body.includes('var(--names-font)'))
    .flatMap((rule) => rule.selectors.map(elementOf));
  const casing = all.flatMap((rule, order) => {
    const to = casingOf(rule.body);
    return to
      ? rule.selectors.map((selector) => ({
          selector: elementOf(selector),
          to,
          weight: weightOf(selector, order),
        }))
      : [];
  });
  return { font, selectors: [...new Set(selectors)], casing };
}

function inLatin(code: number): boolean {
  return LATIN.some(([from, to]) => code >= from && code <= to);
}

/**
 * The letters a page writes in its names face, sorted, or null when that text is not known before
 * a guest asks or is too varied to be worth its own cut. `markup` is the page with every slot
 * filled and wrapped in SLOT_TAG: a names-face element inside or around one writes per request
 * (Wastra's guest name and countdown). Where the stylesheet changes case, the letters are kept as
 * they will show.
 */
export function namesLetters(markup: string, face: NamesFace): string | null {
  if (face.selectors.length === 0) return null;
  const document = parseDocument(markup);
  const named = selectAll(face.selectors.join(','), document);
  if (named.length === 0) return null;
  const casings = face.casing.map(({ selector, to, weight }) => ({
    to,
    weight,
    elements: new Set<AnyNode>(selectAll(selector, document)),
  }));
  /** The case the nearest element that sets one asks for, by its weightiest rule. */
  const casingAt = (element: AnyNode): Casing => {
    for (let node: AnyNode | null = element; node; node = node.parent) {
      const found = casings.filter((casing) => casing.elements.has(node!));
      if (found.length) return found.reduce((a, b) => (b.weight > a.weight ? b : a)).to;
    }
    return 'none';
  };
  const codes = new Set<number>();
  const perRequest = new Set<AnyNode>(selectAll(`${SLOT_TAG}, ${SLOT_TAG} *`, document));
  for (const element of named) {
    if (perRequest.has(element) || selectAll(SLOT_TAG, element).length) return null;
    const text = textContent(element).replace(/\s+/g, ' ');
    const casing = casingAt(element);
    const variants = [
      ...(casing === 'none' || casing === 'both' ? [text] : []),
      ...(casing === 'upper' || casing === 'both' ? [text.toLocaleUpperCase('id')] : []),
      ...(casing === 'lower' || casing === 'both' ? [text.toLocaleLowerCase('id')] : []),
    ];
    for (const variant of variants) {
      for (const char of variant) {
        const code = char.codePointAt(0)!;
        if (inLatin(code) && code >= 0x20) codes.add(code);
      }
    }
  }
  if (codes.size === 0 || codes.size > MAX_LETTERS) return null;
  return String.fromCodePoint(...[...codes].sort((a, b) => a - b));
}
