import type { ReactNode } from 'react';

/** A run of a highlighted text: matched by the search (`marked`) or not. */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of escaped HTML: the five named entities and numeric ones. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A search answer's `highlight` text (everything escaped, matched words in `<mark>`) as runs of
 * plain text: nothing in it reaches the page as markup, so no sanitiser is needed.
 */
export function markedParts(html: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: unescapeHtml(piece), marked });
  }
  return parts;
}

/** The first `words` words of the runs, and whether anything was cut. */
export function firstWords(parts: readonly MarkedPart[], words: number): { parts: MarkedPart[]; truncated: boolean } {
  const out: MarkedPart[] = [];
  let left = words;
  // A run that ends inside a word continues that word in the next run.
  let inWord = false;
  for (const part of parts) {
    let text = '';
    for (const token of part.text.split(/(\s+)/)) {
      if (!token) continue;
      if (/^\s+$/.test(token)) {
        inWord = false;
        text += token;
        continue;
      }
      if (!inWord) {
        if (left === 0) {
          if (text.trim()) out.push({ text: text.trimEnd(), marked: part.marked });
          return { parts: out, truncated: true };
        }
        left--;
      }
      inWord = true;
      text += token;
    }
    if (text) out.push({ text, marked: part.marked });
  }
  return { parts: out, truncated: false };
}

/** The runs with the matched ones in `<mark>`. */
export function MarkedText({ parts }: { parts: readonly MarkedPart[] }): ReactNode {
  return parts.map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
