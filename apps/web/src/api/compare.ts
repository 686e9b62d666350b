import { COMPARE_MAX, COMPARE_MIN } from '@catalog/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { solutionKeys } from './solutions.ts';

/**
 * The ids of `/compare?ids=4,9,12` when they can make a comparison: whole ids, 2 to 4 of them,
 * each once; otherwise null and the page asks for a choice instead of calling the API.
 */
export function compareIdsOf(raw: string | null): string | null {
  const parts = (raw ?? '').split(',').filter(Boolean);
  const fine = parts.every((p) => /^[1-9]\d{0,8}$/.test(p)) && new Set(parts).size === parts.length;
  return fine && parts.length >= COMPARE_MIN && parts.length <= COMPARE_MAX ? parts.join(',') : null;
}

/** The comparison of `ids` for a viewer: what each may see differs, so the viewer is in the key. */
export const compareQuery = (ids: string, viewer: string) =>
  queryOptions({
    queryKey: [...solutionKeys.all, 'compare', viewer, ids] as const,
    queryFn: ({ signal }) => call('compareSolutions', { query: { ids }, signal }),
  });

export const useComparison = (ids: string | null, viewer: string) =>
  useQuery({ ...compareQuery(ids ?? '', viewer), enabled: ids !== null });
