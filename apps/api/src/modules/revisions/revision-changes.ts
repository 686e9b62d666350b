import { REVISION_FIELDS, type RevisionChange, type RevisionSolution } from '@catalog/shared';

/**
 * The fields `after` changed against `before`, in the order of the version's fields; against no
 * version at all (the first revision) every field that holds something counts as changed.
 */
export function revisionChanges(before: RevisionSolution | null, after: RevisionSolution): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const field of REVISION_FIELDS) {
    const [was, now] = [before ? before[field] : null, after[field]];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (before === null && isEmpty(now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

const isEmpty = (value: unknown) =>
  value === null || value === '' || value === 0 || (Array.isArray(value) && !value.length);
