import type { SolutionStatus } from '@catalog/shared';
import type { MessageKey } from './keys.ts';
import type { Translate } from './use-t.ts';

/** The catalog key of each solution status's name; English is the product's own (docs/product.md §4.2). */
const STATUS_KEY = {
  release_public: 'common.solutionStatus.release_public',
  release_register: 'common.solutionStatus.release_register',
  release_internal: 'common.solutionStatus.release_internal',
  review: 'common.solutionStatus.review',
  testing: 'common.solutionStatus.testing',
  development: 'common.solutionStatus.development',
} as const satisfies Record<SolutionStatus, MessageKey>;

/** A status's name in the reader's language; an unknown id keeps the name the server sent. */
export function statusName(t: Translate, id: string, sent: string): string {
  const key = STATUS_KEY[id as SolutionStatus];
  return key ? t(key) : sent;
}
