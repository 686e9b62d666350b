import { lazy, Suspense } from 'react';
import { useCompare } from './compare-store.ts';

const CompareTray = lazy(() => import('./compare-tray.tsx').then((m) => ({ default: m.CompareTray })));

/** The comparison tray, loaded only once a solution is chosen: the first page does not carry it. */
export function CompareTrayHost() {
  return useCompare().length > 0 ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
