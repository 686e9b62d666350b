import { useSyncExternalStore } from 'react';
import { useFirstHydration } from './first-hydration.ts';

const never = () => () => undefined;

/**
 * A value only the browser can tell (a media query, the window's size), read once when the
 * component mounts. The server render, and the hydration of its markup, see `serverValue`
 * instead, so both draw the same thing; the browser's own value follows once the whole first page
 * is hydrated (lib/first-hydration.ts).
 */
export function useBrowserValue<T, S>(read: () => T, serverValue: S): T | S {
  return useBrowserStore(never, read, serverValue);
}

/** `useBrowserValue` of a value that changes: `subscribe` tells when to read it again. */
export function useBrowserStore<T, S>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: S) {
  const hydrating = useFirstHydration();
  // While the first page hydrates, the store reads as the server drew it: a value that differs
  // would make React redraw at once, and hydrate every part the redraw reaches in the same task.
  const value = useSyncExternalStore<T | S>(subscribe, hydrating ? () => serverValue : read, () => serverValue);
  return hydrating ? serverValue : value;
}
