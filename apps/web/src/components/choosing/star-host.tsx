import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';
import type { StarProps } from './shortlist-star.tsx';

const ShortlistStar = lazy(() => import('./shortlist-star.tsx').then((m) => ({ default: m.ShortlistStar })));

/** The shortlist star, for signed-in members only: a visitor's page never loads its code. */
export function StarHost(props: StarProps) {
  return useSession() ? (
    <Suspense fallback={null}>
      <ShortlistStar {...props} />
    </Suspense>
  ) : null;
}
