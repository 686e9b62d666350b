import { plainText } from '../../lib/plain-text.ts';

/** The search text of a solution: the plain text of its rich fields, in reading order. */
export function solutionSearchText(fields: {
  description: string;
  benefit: string;
  feature: string;
  challenge: string;
}): string {
  return [fields.description, fields.benefit, fields.feature, fields.challenge]
    .map(plainText)
    .filter(Boolean)
    .join(' ');
}
