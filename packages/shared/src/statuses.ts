/** Solution status values (docs/product.md §4.2), in display order. */
export const SOLUTION_STATUSES = [
  { id: 'release_public', name: 'Release Public' },
  { id: 'release_register', name: 'Release Register' },
  { id: 'release_internal', name: 'Release Internal' },
  { id: 'review', name: 'Review' },
  { id: 'testing', name: 'Testing' },
  { id: 'development', name: 'Development' },
] as const;

export type SolutionStatus = (typeof SOLUTION_STATUSES)[number]['id'];
export const SOLUTION_STATUS_IDS = SOLUTION_STATUSES.map((s) => s.id) as [SolutionStatus, ...SolutionStatus[]];
export const DEFAULT_SOLUTION_STATUS: SolutionStatus = 'development';

export type Role = 'visitor' | 'user' | 'admin';

/** Which statuses each role may see (docs/product.md §5.1). */
export function visibleStatuses(role: Role): readonly SolutionStatus[] {
  if (role === 'admin') return SOLUTION_STATUS_IDS;
  if (role === 'user') return ['release_public', 'release_register'];
  return ['release_public'];
}

/** Statuses whose solutions signed-in users can see: reaching one triggers the new-solution mail. */
export const SIGNED_IN_VISIBLE_STATUSES: readonly SolutionStatus[] = ['release_public', 'release_register'];
