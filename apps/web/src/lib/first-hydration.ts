import { startTransition, useEffect, useState } from 'react';

/**
 * The first page's hydration (docs/decisions/0128-react-server-rendering.md). React hydrates the
 * page's parts one after another; a part that got other props before its turn (the signed-in
 * user's view, a phone's closed filter panel) could not keep the server's markup. So values only
 * the browser knows are read as the server drew them until every part is hydrated, and all change
 * together after. Once every part has committed, `<html data-hydrated>` says that the whole page
 * answers as the app (the browser tests wait for it before they act).
 */
let hydrating = false;
/** Parts whose content has not committed yet; the app's root is one. */
let waiting = 1;
let done = false;
let checkScheduled = false;
const listeners = new Set<() => void>();

/** Called by main.tsx before it hydrates a page the server drew. */
export function startFirstHydration() {
  hydrating = true;
}

/** A part of the first page (app/hydration-part.tsx) was met (+1) or committed its content (-1). */
export function countPart(change: 1 | -1) {
  if (done) return;
  waiting += change;
  if (checkScheduled) return;
  checkScheduled = true;
  // After the commit that changed the count: a part hydrated in the same commit as the parts inside
  // it lowers and raises the count before this runs.
  queueMicrotask(() => {
    checkScheduled = false;
    if (waiting === 0) endFirstHydration();
  });
}

function endFirstHydration() {
  done = true;
  document.documentElement.setAttribute('data-hydrated', '');
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

/** Where there is no window, the page is being drawn on the server: it shows what it will hydrate to. */
const ON_SERVER = typeof window === 'undefined';

/**
 * True on the server and while the first page hydrates. The change to false comes as a transition:
 * every part that drew the server's value draws the browser's in one render that yields to the
 * browser, instead of one long task.
 */
export function useFirstHydration(): boolean {
  const [value, setValue] = useState(() => ON_SERVER || hydrating);
  useEffect(() => {
    if (!value) return;
    const end = () => startTransition(() => setValue(false));
    if (!hydrating) return end();
    listeners.add(end);
    return () => void listeners.delete(end);
  }, [value]);
  return value;
}
