import { useBrowserStore } from './browser-value.ts';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const read = () => window.matchMedia(QUERY).matches;

/** The server render, and the hydration of its markup, assume motion is welcome. */
export function usePrefersReducedMotion(): boolean {
  return useBrowserStore(subscribe, read, false);
}
