import {
  ALLOWED_LINK_TARGETS,
  ALLOWED_URL_SCHEMES,
  DETAIL_ALLOWED_ATTRIBUTES,
  DETAIL_ALLOWED_STYLES,
  DETAIL_ALLOWED_TAGS,
  LINK_ONLY_ATTRIBUTES,
  LINK_REL,
  LIST_ALLOWED_ATTRIBUTES,
  LIST_ALLOWED_TAGS,
  RICH_TEXT_DROPPED_TAGS,
} from '@catalog/shared';
import DOMPurify, { type Config } from 'dompurify';
import { domWindow } from './dom.ts';

/**
 * The browser side of docs/product.md §5.10: the same allow-lists the server stores rich text with, applied
 * again before any HTML is put into the page (stored text may predate a rule, or come from elsewhere).
 * Import this module only where HTML is shown: DOMPurify is the largest part of it.
 */

const SCHEMES = ALLOWED_URL_SCHEMES.join('|');
/** Absolute links with an allowed scheme, or relative ones; `javascript:` and `data:` never pass. */
const ALLOWED_URI = new RegExp(`^(?:(?:${SCHEMES}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i');

const STYLE_RULES = Object.entries(DETAIL_ALLOWED_STYLES) as Array<[string, RegExp]>;

/** Keeps only the declarations docs/product.md §5.10 allows, each with a value its pattern accepts. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = STYLE_RULES.find(([name]) => name === property);
    if (rule && rule[1].test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function purifier(styles: boolean) {
  const instance = DOMPurify(domWindow());
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if ((LINK_ONLY_ATTRIBUTES as readonly string[]).includes(data.attrName) && tag !== 'a') {
      data.keepAttr = false;
    } else if (data.attrName === 'style') {
      const filtered = styles ? filterStyle(data.attrValue) : '';
      if (filtered) data.attrValue = filtered;
      else data.keepAttr = false;
    }
  });
  // A link opens in a new tab only with rel=noopener, so the opened page cannot reach back.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const target = node.getAttribute('target');
    if (target && (ALLOWED_LINK_TARGETS as readonly string[]).includes(target)) node.setAttribute('rel', LINK_REL);
    else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return instance;
}

const common: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_TAGS],
  KEEP_CONTENT: true,
};

const DETAIL_CONFIG: Config = {
  ...common,
  ALLOWED_TAGS: [...DETAIL_ALLOWED_TAGS],
  ALLOWED_ATTR: [...DETAIL_ALLOWED_ATTRIBUTES],
};

const LIST_CONFIG: Config = {
  ...common,
  ALLOWED_TAGS: [...LIST_ALLOWED_TAGS],
  ALLOWED_ATTR: [...LIST_ALLOWED_ATTRIBUTES],
};

let detail: ReturnType<typeof purifier> | undefined;
let list: ReturnType<typeof purifier> | undefined;

/** Rich text for the solution page: the detail allow-list of docs/product.md §5.10. */
export function sanitizeDetailHtml(html: string): string {
  detail ??= purifier(true);
  return detail.sanitize(html, DETAIL_CONFIG);
}

/** Rich text for list cards: the narrower list allow-list of docs/product.md §5.10. */
export function sanitizeListHtml(html: string): string {
  list ??= purifier(false);
  return list.sanitize(html, LIST_CONFIG);
}

/** As sanitizeListHtml, as nodes, for callers that build their own elements from it. */
export function sanitizeListFragment(html: string): DocumentFragment {
  list ??= purifier(false);
  return list.sanitize(html, { ...LIST_CONFIG, RETURN_DOM_FRAGMENT: true });
}
