import type { Language } from '@catalog/shared';
import { escapeXml } from '../../lib/xml.ts';
import type { OutgoingMail } from '../outbox.ts';
import { mailTexts } from '../texts/index.ts';

/** Every value put into a mail's HTML goes through this: HTML escapes the same five characters as XML. */
export const escapeHtml = escapeXml;

export interface MailContent {
  to: string;
  /** The account's language: the layout's own words and `<html lang>` follow it. */
  language: Language;
  subject: string;
  /** Salutation name; omitted when unknown. */
  name?: string;
  /** Plain paragraphs; they are escaped, never read as HTML. */
  paragraphs: string[];
  /** Links listed one per line after the paragraphs, e.g. the solutions of a digest. */
  links?: Array<{ label: string; url: string }>;
  action?: { label: string; url: string };
  /** Paragraphs after the button, e.g. how long the link lasts. */
  after?: string[];
  /**
   * The one-click opt-out of a subscription mail: a small link at the foot of both bodies and the
   * `List-Unsubscribe` header (RFC 8058, mail/mailer.ts).
   */
  unsubscribe?: { label: string; url: string };
}

const PRODUCT = 'Solution Catalog';

/**
 * Builds one mail in two bodies from the same parts: a small HTML layout (inline styles, as
 * mail clients ignore style sheets) and a plain-text twin in which the link stands on its own line.
 */
export function renderMail(content: MailContent): OutgoingMail {
  const { t } = mailTexts(content.language);
  const greeting = content.name ? t('layout.greeting', { name: content.name }) : t('layout.greetingNoName');
  const after = content.after ?? [];
  const links = content.links ?? [];
  const text = [
    greeting,
    ...content.paragraphs,
    ...(links.length ? [links.map((l) => `- ${l.label}\n  ${l.url}`).join('\n')] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    `— ${PRODUCT}`,
    ...(content.unsubscribe ? [`${t('layout.unsubscribeText')}\n${content.unsubscribe.url}`] : []),
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f62fe;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t('layout.buttonFallback'))}<br><a href="${escapeHtml(content.action.url)}" style="color:#0f62fe;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const list = links.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${links
        .map(
          (l) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#0f62fe">${escapeHtml(l.label)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const optOut = content.unsubscribe
    ? `<p style="font-size:12px;color:#6b7280;margin:0 0 24px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#6b7280">${escapeHtml(content.unsubscribe.label)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:20px">${PRODUCT}</h1>
${p(greeting)}
${content.paragraphs.map(p).join('\n')}
${list}
${button}
${after.map(p).join('\n')}
</td></tr></table>
<p style="font-size:12px;color:#6b7280;margin:16px 0">${PRODUCT}</p>
</td></tr></table>
${optOut}</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.unsubscribe && { listUnsubscribe: content.unsubscribe.url }),
  };
}
