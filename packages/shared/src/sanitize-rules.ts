/**
 * Allow-lists for rich text (docs/product.md §5.10), shared by the server's sanitize-html and the
 * client's DOMPurify so stored and shown HTML follow the same rules.
 */

/** Dropped together with everything inside them. */
export const RICH_TEXT_DROPPED_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'option',
] as const;

/** Detail page, and what the server stores. */
export const DETAIL_ALLOWED_TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'a',
  'div',
] as const;
export const DETAIL_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'style'] as const;
/** Attributes that make sense on links only; the server drops them elsewhere. */
export const LINK_ONLY_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** List cards: inline emphasis, links and lists only. */
export const LIST_ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'a', 'br', 's', 'strike', 'ul', 'ol', 'li'] as const;
export const LIST_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel'] as const;

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;
export const ALLOWED_LINK_TARGETS = ['_blank'] as const;
export const LINK_REL = 'noopener noreferrer';

/**
 * The style properties docs/product.md §5.10 keeps, each with the values it may take. Anything else
 * (url(), expression(), var(), position…) is removed.
 */
export const DETAIL_ALLOWED_STYLES: Readonly<
  Record<'font-weight' | 'font-style' | 'text-decoration' | 'color', RegExp>
> = {
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'text-decoration': /^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i,
  color: /^(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*(?:,\s*\d{1,3}%?\s*){2}(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
};
