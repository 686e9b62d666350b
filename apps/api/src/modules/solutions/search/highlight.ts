import type { SolutionHighlight } from '@catalog/shared';
import { plainText } from '../../../lib/plain-text.ts';
import { eachWordSpan, wordSpans } from './words.ts';

/** How many words of the description a highlight shows. */
export const WINDOW_WORDS = 10;
/** How many of them come before the first found word, when the text has them. */
const WORDS_BEFORE = Math.floor((WINDOW_WORDS - 1) / 2);

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
 * The plain text of each card's description, kept while the card is: a remembered card (the
 * index's card cache) is highlighted again and again, for every search that shows it.
 */
const plainDescriptions = new WeakMap<object, string>();

function plainDescription(card: { description: string }): string {
  let text = plainDescriptions.get(card);
  if (text === undefined) {
    text = plainText(card.description);
    plainDescriptions.set(card, text);
  }
  return text;
}

/**
 * Each card's highlight per search, kept while both the card and the search's matched words are
 * (docs/decisions/0206): the index remembers both, and a page a search shows is asked again and again.
 */
const kept = new WeakMap<ReadonlySet<string>, WeakMap<object, SolutionHighlight>>();

/**
 * The name and a ten-word window of the description's text around its first found word (the
 * first ten words when the description holds none), marked (docs/decisions/0165); the same object
 * for the same card and matched words while both are held.
 */
export function highlightOf(
  card: { name: string; description: string },
  matched: ReadonlySet<string>,
): SolutionHighlight {
  let byCard = kept.get(matched);
  if (!byCard) kept.set(matched, (byCard = new WeakMap()));
  let highlight = byCard.get(card);
  if (!highlight) byCard.set(card, (highlight = markedHighlight(card, matched)));
  return highlight;
}

/** The highlight of `card`; the words are read only as far as the window needs: up to the first found word and the ten after it. */
function markedHighlight(card: { name: string; description: string }, matched: ReadonlySet<string>): SolutionHighlight {
  const text = plainDescription(card);
  const spans: Array<{ start: number; end: number }> = [];
  let found = -1;
  eachWordSpan(text, (word, start, end) => {
    if (found < 0 && matched.has(word)) found = spans.length;
    spans.push({ start, end });
    // The window starts a few words before the first found one; past its end one more word tells
    // that the text goes on.
    return found < 0 || spans.length <= Math.max(0, found - WORDS_BEFORE) + WINDOW_WORDS;
  });
  const first = Math.max(0, found);
  const start = Math.max(0, Math.min(first - WORDS_BEFORE, spans.length - WINDOW_WORDS));
  const end = Math.min(spans.length, start + WINDOW_WORDS);
  // Whole text at either end (its punctuation too); cut at word edges inside.
  const from = start > 0 ? spans[start]!.start : 0;
  const to = end < spans.length ? spans[end - 1]!.end : text.length;
  const window = text.slice(from, to).trim();
  const description = `${start > 0 ? '… ' : ''}${markWords(window, matched)}${end < spans.length ? ' …' : ''}`;
  return { name: markWords(card.name, matched), description };
}
