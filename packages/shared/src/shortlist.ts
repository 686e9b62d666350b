import { z } from 'zod';
import { solutionDetail, solutionSummary } from './catalog.ts';
import { coded } from './message-codes.ts';
import { isListId, listParts } from './list-query/rules.ts';
import { COMPARE_MAX, COMPARE_MIN, SHORTLIST_NOTE_MAX } from './shortlist-limits.ts';
import { asIssue, fail, upTo } from './validation.ts';

/**
 * Choosing between solutions (issue 29): the comparison table of 2 to 4 solutions, and the
 * members' shortlist with its read-only share link. The numbers the client needs without zod are
 * in shortlist-limits.ts.
 */

export * from './shortlist-limits.ts';

const compareIdsRefused = coded('query.compareIds', { min: COMPARE_MIN, max: COMPARE_MAX });

/** `GET /api/catalog/compare?ids=4,9,12`: 2 to 4 different ids, in the order the columns take. */
export const compareQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const parts = listParts(raw);
      const distinct = new Set(parts);
      if (
        !parts.every(isListId) ||
        distinct.size !== parts.length ||
        parts.length < COMPARE_MIN ||
        parts.length > COMPARE_MAX
      ) {
        fail(ctx, compareIdsRefused);
        return z.NEVER;
      }
      return parts.map(Number);
    }),
});

/** The compared solutions as the detail answers them for the caller, and the ids it may not see. */
export const compareResponse = z.object({ data: z.array(solutionDetail), missing: z.array(z.number().int()) });

/** `POST /api/auth/me/shortlist`: a solution to keep, with a note; posting it again changes the note. */
export const shortlistBody = z.object({
  solution_id: z
    .union([z.number().int(), z.string()], { error: () => asIssue(coded('validation.required')) })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (!isListId(text)) {
        fail(ctx, coded('validation.invalidFormat'));
        return z.NEVER;
      }
      return Number(text);
    }),
  note: upTo(
    z
      .string()
      .optional()
      .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim()),
    SHORTLIST_NOTE_MAX,
  ),
});

/** One solution on the shortlist: its note, and its card as the member may see it now (null once hidden). */
export const shortlistItem = z.object({
  solution_id: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  solution: solutionSummary.nullable(),
});

/** The share link of a shortlist: its token and the page it opens. */
export const shortlistShare = z.object({ token: z.string(), url: z.string() });

/** The shortlist, newest first, with its share link if one is live. */
export const shortlistResponse = z.object({ data: z.array(shortlistItem), share: shortlistShare.nullable() });

/** A shared shortlist: the cards of its solutions a visitor may see, newest on the list first. */
export const sharedShortlistResponse = z.object({ data: z.array(solutionSummary) });

/** `DELETE /api/auth/me/shortlist/{solution_id}`. */
export const shortlistItemParams = z.object({
  solution_id: z
    .string()
    .refine(isListId, asIssue(coded('query.positiveWholeNumber', { name: 'solution_id' })))
    .transform(Number),
});

/** `GET /api/catalog/shortlist/{token}`: any text; a token that is not a live one is a 404. */
export const shortlistTokenParams = z.object({ token: z.string().max(200) });

export type CompareResponse = z.infer<typeof compareResponse>;
export type ShortlistBody = z.input<typeof shortlistBody>;
export type ShortlistItem = z.infer<typeof shortlistItem>;
export type ShortlistShare = z.infer<typeof shortlistShare>;
export type ShortlistResponse = z.infer<typeof shortlistResponse>;
