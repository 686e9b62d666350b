import { escapeHtml } from '../../mail/templates/layout.ts';
import type { MailTexts } from '../../mail/texts/index.ts';

/** A small self-contained page in the language of `texts`: no scripts, no outside resources. */
export function unsubscribePage(
  { language, t }: MailTexts,
  opts: { title: string; text: string; formAction?: string },
): string {
  const form = opts.formAction
    ? `<form method="post" action="${escapeHtml(opts.formAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('unsubscribe.button'))}</button></form>`
    : `<p><a href="/">${escapeHtml(t('unsubscribe.home'))}</a></p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(opts.title)} · Solution Catalog</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f4f5f7;color:#1f2933;display:flex;justify-content:center;padding:48px 16px}
main{background:#fff;border-radius:8px;padding:32px;max-width:480px}button{background:#0f62fe;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(opts.title)}</h1><p>${escapeHtml(opts.text)}</p>${form}</main></body></html>`;
}
