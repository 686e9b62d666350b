const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Tags that sit inside a line of text: a browser shows no gap where they open or close. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>/gi;

/**
 * The words a reader sees in a rich-text field, for the search index (`search_text`), the
 * highlights of search results and mail summaries. Inline tags (`<strong>`, `<a>`, …) go without
 * a trace, so `<strong>gauges</strong>, rainfall` reads "gauges, rainfall"; every other tag becomes
 * a space, so `<li>a</li><li>b</li>` stays two words. Script and style bodies are dropped because
 * they are never shown.
 */
export function plainText(html: string): string {
  const withoutHidden = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutComments = withoutHidden.replace(/<!--[\s\S]*?-->/g, ' ');
  const withoutTags = withoutComments.replace(INLINE_TAG, '').replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

const SUMMARY_MAX = 300;

/**
 * A rich-text field as a short plain-text summary (mails, feed entries): its plain text, cut at
 * the last whole word within 300 characters and ended with an ellipsis when it was longer.
 */
export function plainSummary(html: string): string {
  const plain = plainText(html);
  if (plain.length <= SUMMARY_MAX) return plain;
  // A cut inside an emoji would leave half of it: the half goes with the cut word.
  return `${plain
    .slice(0, SUMMARY_MAX)
    .replace(/\s+\S*$/, '')
    .replace(/[\uD800-\uDBFF]$/, '')}…`;
}
