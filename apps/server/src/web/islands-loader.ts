import { createHash } from 'node:crypto';

/**
 * The landing page's and the catalogue's one inline script (decision 047): it asks for the
 * islands' module (its `data-src`) once the page has loaded, its first contentful paint has been
 * shown and the browser is idle, as Astro's `client:idle` does. Until then the page is the
 * server's HTML, readable and laid out; the module's 6 KB no longer share a phone's first round
 * trips with the HTML and the first card's picture, and its work is off the largest paint's path.
 * Waiting for the paint itself, not only a frame (decision 050): a frame asked for can be shown
 * later than the module arrives, and the largest paint then counted the module among the requests
 * it waited for. A browser without paint timing waits a frame; one whose paint never comes (a
 * hidden tab) gets the module after 3 s. Without requestIdleCallback it waits 50 ms instead. The
 * text never changes with the build (the file name is an attribute), so the
 * Content-Security-Policy allows it by one fixed hash instead of allowing inline scripts.
 */
export const ISLANDS_LOADER =
  "(function(s){var src=s.getAttribute('data-src'),asked=0;function go(){var m=document.createElement('script');m.type='module';m.src=src;document.head.appendChild(m)}function idle(){if(asked)return;asked=1;window.requestIdleCallback?requestIdleCallback(go,{timeout:500}):setTimeout(go,50)}function painted(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(idle);setTimeout(idle,3000);new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();idle()}}).observe({type:'paint',buffered:true})}document.readyState==='complete'?painted():addEventListener('load',painted,{once:true})})(document.currentScript)";

/** The loader's source for the Content-Security-Policy's script-src. */
export const ISLANDS_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ISLANDS_LOADER).digest('base64')}'`;

/** The script tag an islands page carries instead of a module script. */
export function islandsLoaderTag(src: string, escapeAttribute: (value: string) => string): string {
  return `<script data-src="${escapeAttribute(src)}">${ISLANDS_LOADER}</script>`;
}
