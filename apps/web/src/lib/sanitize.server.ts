/**
 * sanitize.ts for the server render: the sanitiser the API stores rich text with, from
 * @catalog/shared, which applies the same allow-lists without a browser document
 * (docs/decisions/0124-server-rendered-public-pages.md).
 */
export { sanitizeRichText as sanitizeDetailHtml, sanitizeListHtml } from '@catalog/shared/rich-text-server';
