/** docs/product.md §3.6 cards: the first `words` words, and an ellipsis when something was cut. */
export function truncateWords(text: string, words: number): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}...` : all.join(' ');
}

export interface SnippetPart {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  /** A word the search matched (a `highlight`'s `<mark>`). */
  marked: boolean;
}

type Marks = Omit<SnippetPart, 'text'>;

const MARK_OF: Record<string, keyof Marks> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  s: 'strike',
  strike: 'strike',
  mark: 'marked',
};
const PLAIN: Marks = { bold: false, italic: false, strike: false, marked: false };
const sameMarks = (a: Marks, b: Marks) =>
  a.bold === b.bold && a.italic === b.italic && a.strike === b.strike && a.marked === b.marked;
/** Elements that separate words even without a space in the source. */
const BREAKS = new Set(['br', 'li', 'ul', 'ol', 'p', 'div']);

export interface SnippetRules {
  /** Tags whose emphasis is kept; any other element gives its text only. */
  allowed: readonly string[];
  /** Tags dropped with everything inside them. */
  dropped: readonly string[];
}

/**
 * The first `words` words of rich text as runs of text with their emphasis: an allow-list that
 * can only ever produce text and bold, italic, struck-through or marked runs. Links and lists become plain
 * text: the whole card is already a link, and a list does not fit in a line.
 */
export function snippetParts(
  root: Node,
  words: number,
  rules: SnippetRules,
): { parts: SnippetPart[]; truncated: boolean } {
  const parts: SnippetPart[] = [];
  let count = 0;
  let truncated = false;
  let pendingSpace = false;
  // The last token was a word and nothing separated it from what comes next: `<mark>banjir</mark>nya` is one word.
  let inWord = false;

  const push = (text: string, marks: Marks) => {
    const last = parts.at(-1);
    if (last && sameMarks(last, marks)) last.text += text;
    else parts.push({ text, ...marks });
  };

  const walk = (node: Node, marks: Marks) => {
    if (truncated) return;
    if (node.nodeType === 3) {
      for (const token of (node.textContent ?? '').split(/(\s+)/)) {
        if (!token) continue;
        if (/^\s+$/.test(token)) {
          pendingSpace = count > 0;
          inWord = false;
          continue;
        }
        if (!inWord && count === words) {
          truncated = true;
          return;
        }
        // The space between two words belongs to neither, so it carries no emphasis.
        if (pendingSpace) push(' ', PLAIN);
        push(token, marks);
        pendingSpace = false;
        if (!inWord) count += 1;
        inWord = true;
      }
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const tag = node.nodeName.toLowerCase();
    if (rules.dropped.includes(tag)) return;
    const mark = rules.allowed.includes(tag) ? MARK_OF[tag] : undefined;
    const inner = mark ? { ...marks, [mark]: true } : marks;
    const breaks = BREAKS.has(tag) && count > 0;
    if (breaks) [pendingSpace, inWord] = [true, false];
    for (const child of Array.from(node.childNodes)) walk(child, inner);
    if (breaks) [pendingSpace, inWord] = [true, false];
  };

  walk(root, PLAIN);
  return { parts, truncated };
}
