import {
  entriesFor,
  hardwareEntries,
  hardwareField,
  SOLUTION_PLAIN_TEXT_FIELDS,
  type SolutionFormValues,
} from '@catalog/shared';
import { sanitizeRichText } from '@catalog/shared/rich-text-server';
import { SOLUTION_LINK_NAMES, SOLUTION_LINKS, type SolutionLinkIds } from '../../db/solution-links.ts';
import { solutionSearchText } from './solution-text.ts';
import type { SolutionWrite } from './solutions-admin.repository.ts';

/** The row a valid form writes: rich text sanitised, the search text made from it. */
export function toRow(v: SolutionFormValues): SolutionWrite {
  const rich = {
    description: sanitizeRichText(v.description),
    feature: sanitizeRichText(v.feature),
    benefit: sanitizeRichText(v.benefit),
    challenge: sanitizeRichText(v.challenge),
  };
  return {
    name: v.name,
    ...rich,
    status: v.status,
    contributor_id: v.contributor_id,
    sector_id: v.sector_id,
    ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => v[field]),
    ...hardwareEntries((part) => v[hardwareField(part)]),
    search_text: solutionSearchText(rich),
  };
}

/** The link ids a valid form writes. */
export const toLinks = (v: SolutionFormValues): SolutionLinkIds =>
  Object.fromEntries(SOLUTION_LINK_NAMES.map((name) => [name, v[SOLUTION_LINKS[name].formField]])) as SolutionLinkIds;
