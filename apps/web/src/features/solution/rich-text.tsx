import { useMemo } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { parseHtml } from '../../lib/dom.ts';
import { sanitizeDetailHtml } from '../../lib/sanitize.ts';

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

const RICH = cx(
  'space-y-3 leading-relaxed text-slate-700',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-950',
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_li]:pl-1 [&_li]:marker:text-teal-700',
  '[&_b]:font-semibold [&_strong]:font-semibold [&_strong]:text-slate-900',
);

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

type Content = { kind: 'html'; html: string } | { kind: 'lines'; lines: string[] } | { kind: 'empty' };

/** Rich text through the detail allow-list; plain text with several lines as a bullet list (docs/product.md §5.10). */
export function toContent(value: string | null | undefined): Content {
  const raw = value ?? '';
  if (LOOKS_LIKE_HTML.test(raw)) {
    const html = sanitizeDetailHtml(raw);
    return textOf(html) ? { kind: 'html', html } : { kind: 'empty' };
  }
  // Plain text may still carry entities (the server stores '&' as '&amp;'): an inert parse decodes them.
  const text = raw.includes('&') ? (parseHtml(raw).body.textContent ?? '') : raw;
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)?/, '').trim())
    .filter(Boolean);
  return lines.length ? { kind: 'lines', lines } : { kind: 'empty' };
}

export function RichText({
  value,
  emptyText,
  className,
}: {
  value: string | null | undefined;
  emptyText: string;
  className?: string;
}) {
  const content = useMemo(() => toContent(value), [value]);
  if (content.kind === 'empty') return <p className={cx('text-slate-600 italic', className)}>{emptyText}</p>;
  if (content.kind === 'html')
    return <div className={cx(RICH, className)} dangerouslySetInnerHTML={{ __html: content.html }} />;
  if (content.lines.length === 1) return <p className={cx(RICH, className)}>{content.lines[0]}</p>;
  return (
    <ul className={cx(RICH, 'list-disc space-y-1.5 pl-5 marker:text-teal-700', className)}>
      {content.lines.map((line, i) => (
        <li key={i} className="pl-1">
          {line}
        </li>
      ))}
    </ul>
  );
}
