import { useSyncExternalStore } from 'react';

/**
 * Whether the server's markup of the first page is still being hydrated
 * (docs/decisions/0128-react-server-rendering.md). React hydrates the page's parts one after
 * another; a part that got other props before its turn (the signed-in user's view, a phone's
 * closed filter panel) could not keep the server's markup. So values only the browser knows are
 * read as the server drew them until every part is hydrated, and all change together after.
 */
let hydrating = false;
const listeners = new Set<() => void>();

/** Called by main.tsx before it hydrates a page the server drew. */
export function startFirstHydration() {
  hydrating = true;
}

/** Called once every part of the page is hydrated (app/hydration-part.tsx). */
export function endFirstHydration() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of [...listeners]) listener();
}

/** Runs `callback` once the first page is hydrated (at once when it is not being hydrated). */
export function afterFirstHydration(callback: () => void) {
  if (!hydrating) return callback();
  const once = () => {
    listeners.delete(once);
    callback();
  };
  listeners.add(once);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True on the server and while the first page hydrates. */
export function useFirstHydration(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrating,
    () => true,
  );
}
