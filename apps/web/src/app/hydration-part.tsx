import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { endFirstHydration } from '../lib/first-hydration.ts';

/**
 * A part of a server-drawn page that React hydrates on its own (docs/decisions/0128-react-server-rendering.md).
 * A Suspense boundary is React's unit of selective hydration: the page's first hydration can
 * leave a part as the server drew it and come back to it in a later task, and a click on a part
 * not hydrated yet makes React hydrate that part first and replay the click on it.
 *
 * `fallback` is what a part drawn in the browser shows while its code loads (a lazy component).
 * Each part also counts towards `<html data-hydrated>`, which says that every part of the first
 * page answers as the app (the browser tests wait for it before they act).
 */
export function HydrationPart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  useCountedPart();
  return (
    <Suspense fallback={fallback}>
      <PartHydrated />
      {children}
    </Suspense>
  );
}

/** Parts met while the first page hydrates whose own content has not committed yet; the root is one. */
let waiting = 1;
let markScheduled = false;

function settle(change: number) {
  if (document.documentElement.hasAttribute('data-hydrated')) return;
  waiting += change;
  if (markScheduled) return;
  markScheduled = true;
  // After the commit that changed the count: a part hydrated in the same commit as the parts inside it
  // lowers and raises the count before this runs.
  queueMicrotask(() => {
    markScheduled = false;
    if (waiting !== 0) return;
    document.documentElement.setAttribute('data-hydrated', '');
    endFirstHydration();
  });
}

/** Runs `effect` once per mounted component, whatever StrictMode replays. */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}

const countPart = () => settle(1);
const partDone = () => settle(-1);

function useCountedPart() {
  useOnce(countPart);
}

function PartHydrated() {
  useOnce(partDone);
  return null;
}

/** Drawn once at the root of the app: its first commit is the root's own hydration. */
export function RootHydrated() {
  useOnce(partDone);
  return null;
}
