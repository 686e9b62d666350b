import type { SolutionHighlight } from '@catalog/shared';
import { plainText } from '../../../lib/plain-text.ts';
import { wordSpans } from './words.ts';

/** How many words of the description a highlight shows. */
export const WINDOW_WORDS = 10;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `text` HTML-escaped, with every word the search found wrapped in `<mark>…</mark>`. */
export function markWords(text: string, matched: ReadonlySet<string>): string {
  let out = '';
  let at = 0;
  for (const span of wordSpans(text)) {
    if (!matched.has(span.word)) continue;
    out += `${escapeHtml(text.slice(at, span.start))}<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    at = span.end;
  }
  return out + escapeHtml(text.slice(at));
}

/**
 * The name and a ten-word window of the description's text around its first found word (the
 * first ten words when the description holds none), marked (docs/decisions/0165).
 */
export function highlightOf(
  card: { name: string; description: string },
  matched: ReadonlySet<string>,
): SolutionHighlight {
  const text = plainText(card.description);
  const spans = wordSpans(text);
  const first = Math.max(
    0,
    spans.findIndex((s) => matched.has(s.word)),
  );
  const start = Math.max(0, Math.min(first - Math.floor((WINDOW_WORDS - 1) / 2), spans.length - WINDOW_WORDS));
  const end = Math.min(spans.length, start + WINDOW_WORDS);
  // Whole text at either end (its punctuation too); cut at word edges inside.
  const from = start > 0 ? spans[start]!.start : 0;
  const to = end < spans.length ? spans[end - 1]!.end : text.length;
  const window = text.slice(from, to).trim();
  const description = `${start > 0 ? '… ' : ''}${markWords(window, matched)}${end < spans.length ? ' …' : ''}`;
  return { name: markWords(card.name, matched), description };
}
