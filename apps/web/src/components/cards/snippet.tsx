import { type ReactNode, useMemo } from 'react';
import { parseHtml } from '../../lib/dom.ts';
import { type SnippetPart, snippetParts, type SnippetRules } from './truncate.ts';

/** A search's `highlight`: escaped text whose only elements are the matches' `<mark>` (docs/decisions/0183-search-suggestions.md). */
export const MARK_RULES: SnippetRules = { allowed: ['mark'], dropped: [] };

export function renderPart(part: SnippetPart, key: number): ReactNode {
  let node: ReactNode = part.text;
  if (part.strike) node = <s>{node}</s>;
  if (part.italic) node = <em>{node}</em>;
  if (part.bold) node = <strong className="font-semibold text-slate-700">{node}</strong>;
  // The browser's own highlight colours: strong enough on every card, and no rules of our own.
  if (part.marked) node = <mark>{node}</mark>;
  return <span key={key}>{node}</span>;
}

/**
 * Rich text or a search's highlight as runs of text cut to `words` words under `rules`. The HTML
 * is read by an inert DOMParser document (no scripts run, nothing loads) and only text and
 * emphasis come out, so no markup from it reaches the page and DOMPurify stays off the list page.
 */
export const useSnippet = (html: string, words: number, rules: SnippetRules) =>
  useMemo(() => snippetParts(parseHtml(html).body, words, rules), [html, words, rules]);

/** The same, drawn: its runs and an ellipsis where it was cut. */
export function Snippet({ html, words, rules }: { html: string; words: number; rules: SnippetRules }) {
  const { parts, truncated } = useSnippet(html, words, rules);
  return (
    <>
      {parts.map(renderPart)}
      {truncated && '...'}
    </>
  );
}
