import { createHash } from 'node:crypto';

/**
 * The landing page's and the catalogue's one inline script (decision 047): it asks for the
 * islands' module (its `data-src`) once the page has loaded, a frame has been drawn and the
 * browser is idle, as Astro's `client:idle` does. Until then the page is the server's HTML,
 * readable and laid out; the module's 6 KB no longer share a phone's first round trips with the
 * HTML and the first card's picture, and its work is off the largest paint's path. Browsers
 * without requestIdleCallback wait 50 ms instead. The text never changes with the build (the file
 * name is an attribute), so the Content-Security-Policy allows it by one fixed hash instead of
 * allowing inline scripts.
 */
export const ISLANDS_LOADER =
  "(function(s){var src=s.getAttribute('data-src');function go(){var m=document.createElement('script');m.type='module';m.src=src;document.head.appendChild(m)}function idle(){requestAnimationFrame(function(){window.requestIdleCallback?requestIdleCallback(go,{timeout:500}):setTimeout(go,50)})}document.readyState==='complete'?idle():addEventListener('load',idle,{once:true})})(document.currentScript)";

/** The loader's source for the Content-Security-Policy's script-src. */
export const ISLANDS_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ISLANDS_LOADER).digest('base64')}'`;

/** The script tag an islands page carries instead of a module script. */
export function islandsLoaderTag(src: string, escapeAttribute: (value: string) => string): string {
  return `<script data-src="${escapeAttribute(src)}">${ISLANDS_LOADER}</script>`;
}
