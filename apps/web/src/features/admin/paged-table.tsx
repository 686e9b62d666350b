import type { Pagination } from '@catalog/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Paginator } from '../../components/ui/paginator.tsx';
import { EmptyList, LoadState } from './list-state.tsx';

/**
 * A page of a back-office list: loading and failure, the empty line, the table (dimmed while the
 * next page loads over it) and the paginator.
 */
export function PagedTable<T>({
  query,
  caption,
  head,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<{ data: T[]; pagination: Pagination }>;
  caption: string;
  head: readonly string[];
  empty: string;
  onPage: (page: number) => void;
  /** The rows of the page's items. */
  children: (items: T[]) => ReactNode;
}) {
  const data = query.data;
  return (
    <LoadState query={query}>
      {data && data.data.length === 0 && <EmptyList>{empty}</EmptyList>}
      {data && data.data.length > 0 && (
        <div className={cx('transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching}>
          <DataTable caption={caption} head={[...head]}>
            {children(data.data)}
          </DataTable>
          <Paginator
            className="mt-6"
            page={data.pagination.page}
            totalPages={data.pagination.total_pages}
            onPage={onPage}
          />
        </div>
      )}
    </LoadState>
  );
}
