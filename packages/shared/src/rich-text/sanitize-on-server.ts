import {
  ALLOWED_LINK_TARGETS,
  ALLOWED_URL_SCHEMES,
  DETAIL_ALLOWED_STYLES,
  DETAIL_ALLOWED_TAGS,
  LINK_REL,
  LIST_ALLOWED_TAGS,
  RICH_TEXT_DROPPED_TAGS,
} from '../sanitize-rules.ts';
import sanitizeHtml from 'sanitize-html';

// Links keep only a safe target and always carry rel=noopener so a new tab cannot reach back.
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out: Record<string, string> = {};
  if (attribs.href) out.href = attribs.href;
  if (attribs.style) out.style = attribs.style;
  if (attribs.target && (ALLOWED_LINK_TARGETS as readonly string[]).includes(attribs.target)) {
    out.target = attribs.target;
    out.rel = LINK_REL;
  }
  return { tagName, attribs: out };
};

const common: sanitizeHtml.IOptions = {
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  disallowedTagsMode: 'discard',
  transformTags: { a: safeLink },
};

const detailOptions: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: [...DETAIL_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel', 'style'], '*': ['style'] },
  allowedStyles: { '*': Object.fromEntries(Object.entries(DETAIL_ALLOWED_STYLES).map(([k, re]) => [k, [re]])) },
};

const listOptions: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: [...LIST_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
};

/** Rich text as stored and shown on the detail page (docs/product.md §5.10). */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, detailOptions).trim();

/** The narrower list-card subset of docs/product.md §5.10. */
export const sanitizeListHtml = (html: string) => sanitizeHtml(html, listOptions).trim();
