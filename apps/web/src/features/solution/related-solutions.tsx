import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { useT } from '../../i18n/use-t.ts';
import { CARD_GRID } from '../../components/cards/card-grid.ts';
import { SolutionCard } from '../../components/cards/solution-card.tsx';
import { solutionKeys } from '../../api/solutions.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Up to six solutions like this one, under its details (docs/decisions/0183-search-suggestions.md).
 * Asked for by the browser once the page is there: the server's drawing of the page does not wait
 * for them, and nothing above them moves when they arrive.
 */
export function RelatedSolutions({ id }: { id: number }) {
  const t = useT();
  const viewer = useSession()?.role ?? 'visitor';
  const related = useQuery({
    queryKey: [...solutionKeys.detail(id), 'related', viewer],
    queryFn: ({ signal }) => call('listRelatedSolutions', { params: { id }, signal }).then((r) => r.data),
  });
  const cards = related.data ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-navy-950">
        {t('solution.related')}
      </h2>
      <ul className={CARD_GRID}>
        {cards.map((card) => (
          <SolutionCard key={card.id} solution={card} listSearch="" />
        ))}
      </ul>
    </section>
  );
}
