/**
 * sanitize.ts for the server render: the API's own sanitiser, which applies the same allow-lists
 * of @catalog/shared without a browser document (docs/decisions/0124).
 */
export { sanitizeRichText as sanitizeDetailHtml, sanitizeListHtml } from '../../../api/src/lib/sanitize.ts';
