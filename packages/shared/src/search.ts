import { z } from 'zod';
import { coded } from './message-codes.ts';
import { asIssue, fail, textOr, upTo } from './validation.ts';

/*
 * The search engine's contract (issue 25): synonym sets of the back office, suggestions while
 * typing, related solutions (docs/decisions/0164-0169).
 */

export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 10;
export const SYNONYM_TERM_MAX = 40;
export const SYNONYM_TERM_WORDS = 3;

/** A term as it is stored and matched: NFKC, lower-case, single spaces, trimmed. */
export const normaliseSynonymTerm = (term: string) => term.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');

const hasWord = /[\p{L}\p{N}]/u;

/** `{ "terms": [...] }`: 2 to 10 terms, each one to three words of at most 40 characters, none twice. */
export const synonymSetBody = z.object({
  terms: z
    .custom<unknown[]>((v) => Array.isArray(v), { ...asIssue(coded('admin.synonymTermsCount')), abort: true })
    .meta({ type: 'array', items: { type: 'string' }, minItems: SYNONYM_TERMS_MIN, maxItems: SYNONYM_TERMS_MAX })
    .pipe(
      z.array(textOr(coded('admin.synonymTermShape')).transform(normaliseSynonymTerm)).superRefine((terms, ctx) => {
        if (terms.length < SYNONYM_TERMS_MIN || terms.length > SYNONYM_TERMS_MAX)
          return fail(ctx, coded('admin.synonymTermsCount'));
        terms.forEach((term, i) => {
          const words = term.split(' ').length;
          if (!term || term.length > SYNONYM_TERM_MAX || words > SYNONYM_TERM_WORDS || !hasWord.test(term))
            fail(ctx, coded('admin.synonymTermShape'), [String(i)]);
          else if (terms.indexOf(term) !== i) fail(ctx, coded('admin.synonymTermTwice'), [String(i)]);
        });
      }),
    ),
});

/** One synonym set. */
export const synonymSet = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type SynonymSet = z.infer<typeof synonymSet>;

export const SUGGEST_MAX = 8;
export const SUGGEST_QUERY_MAX = 100;

/** `?q=`: what was typed so far; empty asks for nothing. */
export const suggestQuery = z.object({
  q: z.preprocess(
    (raw) => raw ?? '',
    upTo(z.string(), SUGGEST_QUERY_MAX, coded('query.tooLong', { name: 'q', max: SUGGEST_QUERY_MAX })),
  ),
});

export const SUGGESTION_KINDS = ['solution', 'industry', 'technology', 'pattern_of_use', 'contributor'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** A solution to open or a lookup value to filter by; `highlight` is the label escaped with `<mark>` around the match. */
export const suggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int(),
  label: z.string(),
  highlight: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const RELATED_MAX = 6;
