import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { countPart } from '../lib/first-hydration.ts';

/**
 * A part of a server-drawn page that React hydrates on its own (docs/decisions/0128-react-server-rendering.md).
 * A Suspense boundary is React's unit of selective hydration: the page's first hydration can
 * leave a part as the server drew it and come back to it in a later task, and a click on a part
 * not hydrated yet makes React hydrate that part first and replay the click on it.
 *
 * `fallback` is what a part drawn in the browser shows while its code loads (a lazy component).
 * Each part also counts towards the end of the first page's hydration (lib/first-hydration.ts).
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

/** Runs `effect` once per mounted component, whatever StrictMode replays. */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}

const partMet = () => countPart(1);
const partDone = () => countPart(-1);

function useCountedPart() {
  useOnce(partMet);
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
