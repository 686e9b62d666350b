/**
 * The one script a server-drawn page names (docs/decisions/0127-hydration-in-turns.md). The page
 * arrives drawn, so its code can wait until the browser has shown it: fetching the code first
 * would hold back the first paint on a slow phone, and the picture a visitor waits for would share
 * the line with it. Once the first paint is reported (or after FALLBACK_MS, for a browser that does
 * not report it), the chunks the page runs are asked for at once and the app's entry starts.
 *
 * It also keeps what is tapped before the app starts, for the app to tap again
 * (src/app/early-taps.ts).
 *
 * This file imports nothing: it is the whole of what a page loads before its first paint.
 */

/** What would do nothing before the app starts: buttons do nothing without it, check boxes would change alone. */
const TAPPABLE = 'button, input[type="checkbox"], input[type="radio"]';

const taps: HTMLElement[] = [];
window.earlyTaps = taps;
const keepTap = (event: MouseEvent) => {
  // The app has taken over: it hears taps itself.
  if (window.earlyTaps !== taps) return document.removeEventListener('click', keepTap, true);
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
  if (!target || !event.isTrusted) return;
  // A check box would change without the app knowing; the app's own tap changes it.
  event.preventDefault();
  taps.push(target);
};
document.addEventListener('click', keepTap, true);

/** What the server lists in `#page-code`: the entry and every chunk it needs to hydrate the page. */
interface PageCode {
  entry: string;
  chunks: string[];
}

const FALLBACK_MS = 3000;

function loadPageCode() {
  const code = JSON.parse(document.getElementById('page-code')?.textContent ?? 'null') as PageCode | null;
  if (!code) return;
  // One insertion for all: the browser fetches them side by side, and the app's own loader finds
  // each chunk already asked for instead of adding a link of its own.
  const tags = document.createDocumentFragment();
  for (const href of code.chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.setAttribute('href', href);
    tags.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = code.entry;
  tags.append(entry);
  document.head.append(tags);
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  loadPageCode();
};

if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, FALLBACK_MS);
} else {
  start();
}
