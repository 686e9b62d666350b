import { Suspense } from 'react';
import { lazyWithTexts } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../lib/session.ts';
import { type Chosen, isFull, toggleCompare, useCompare } from './compare-store.ts';
import type { StarProps } from './shortlist-star.tsx';

/*
 * What every card and solution page carries for choosing between solutions (issue 29), kept small
 * and in the first page's one chunk: the Compare toggle, and the hosts of the tray and the star,
 * whose code and texts (the `compare` part) load only when they are shown.
 */

const CompareTray = lazyWithTexts('compare', () => import('./compare-tray.tsx').then((m) => m.CompareTray));
const ShortlistStar = lazyWithTexts('compare', () => import('./shortlist-star.tsx').then((m) => m.ShortlistStar));

/** "Compare" on a card or a solution page: a toggle that puts the solution in the tray, which says when it is full. */
export function CompareToggle({ solution, className = '' }: { solution: Chosen; className?: string }) {
  const t = useT();
  const chosen = useCompare();
  const on = chosen.some((c) => c.id === solution.id);
  return (
    <label className={`relative z-10 inline-flex items-center gap-1.5 text-sm font-medium ${className}`}>
      <input
        type="checkbox"
        checked={on}
        disabled={!on && isFull(chosen)}
        onChange={() => toggleCompare(solution)}
        className="size-4 accent-teal-700"
        data-testid="compare-toggle"
      />
      {t('compare.toggle')}
      <span className="sr-only">{solution.name}</span>
    </label>
  );
}

/** The comparison tray, once a solution is chosen. */
export function CompareTrayHost() {
  return useCompare().length > 0 ? (
    <Suspense>
      <CompareTray />
    </Suspense>
  ) : null;
}

/** The shortlist star, for signed-in members only: a visitor's page never loads its code. */
export function StarHost(props: StarProps) {
  return useSession() ? (
    <Suspense>
      <ShortlistStar {...props} />
    </Suspense>
  ) : null;
}
