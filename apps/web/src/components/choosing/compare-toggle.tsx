import { COMPARE_MAX } from '@catalog/shared';
import { useT } from '../../i18n/use-t.ts';
import { type Chosen, toggleCompare, useCompare } from './compare-store.ts';

/**
 * "Compare" on a card or a solution page: a toggle that puts the solution in the comparison tray.
 * When the tray is full, a solution not in it cannot be added.
 */
export function CompareToggle({ solution, className = '' }: { solution: Chosen; className?: string }) {
  const t = useT();
  const chosen = useCompare();
  const on = chosen.some((c) => c.id === solution.id);
  const full = !on && chosen.length >= COMPARE_MAX;
  return (
    <label
      className={`relative z-10 inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium has-disabled:cursor-not-allowed has-disabled:opacity-60 ${className}`}
      title={full ? t('compare.full', { max: String(COMPARE_MAX) }) : undefined}
    >
      <input
        type="checkbox"
        checked={on}
        disabled={full}
        onChange={() => toggleCompare(solution)}
        aria-label={t('compare.toggleFor', { name: solution.name })}
        className="size-4 accent-teal-700"
        data-testid="compare-toggle"
      />
      {t('compare.toggle')}
    </label>
  );
}
