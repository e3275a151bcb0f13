/** The one element an island binds to, or null on a page that lacks it. */
export function one<T extends HTMLElement = HTMLElement>(
  selector: string,
  root: ParentNode = document,
): T | null {
  return root.querySelector<T>(selector);
}

export function all<T extends HTMLElement = HTMLElement>(
  selector: string,
  root: ParentNode = document,
): T[] {
  return Array.from(root.querySelectorAll<T>(selector));
}

/** The element with this data-action that a click landed in, if any. */
export function actionOf(event: Event, action: string): HTMLElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLElement>(`[data-action="${action}"]`)
    : null;
}
