import { useFirstHydration } from './first-hydration.ts';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser can tell (a media query, the window's size), read once when the
 * component mounts. The server render, and the hydration of its markup, see `serverValue`
 * instead, so both draw the same thing; the browser's own value follows once the whole first page
 * is hydrated (lib/first-hydration.ts).
 */
export function useBrowserValue<T, S>(read: () => T, serverValue: S): T | S {
  const value = useSyncExternalStore<T | S>(never, read, () => serverValue);
  return useFirstHydration() ? serverValue : value;
}
