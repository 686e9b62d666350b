import { DEFAULT_LANGUAGE, type Language, LANGUAGES, type SolutionDetail } from '@catalog/shared';
import type { Translate } from '../i18n/use-t.ts';
import { parseHtml } from '../lib/dom.ts';
import { jsonScript } from './hydration-data.ts';
import { pageTitles } from './page-titles.ts';
import type { ServerRenderedPage } from './router.tsx';

const SITE_NAME = 'Solution Catalog';
/** A public asset of the client (apps/web/public). */
const DEFAULT_IMAGE = '/og-default.png';
const DESCRIPTION_CHARS = 200;

export interface HeadInput {
  page: ServerRenderedPage;
  /** The solution shown, when the page is one a visitor may see. */
  solution?: SolutionDetail;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  language: Language;
  /** True when the address asked for the language (`?lang=id`): that address is the canonical one. */
  languageInAddress: boolean;
  t: Translate;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words a reader sees in rich text, on one line, cut at a word near `max` characters. */
export function plainSummary(html: string, max = DESCRIPTION_CHARS): string {
  // Blocks are separate words: a space before each block tag keeps paragraphs apart.
  const spaced = html.replace(/<(?=\/?(?:p|li|br|div|h[1-6]|ul|ol|tr|td)\b)/gi, ' <');
  const text = (parseHtml(spaced).body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

interface Head {
  title: string;
  description: string;
  /** Absolute; absent on pages that are not there (404). */
  url?: string;
  image: string;
  type: 'website' | 'article';
  jsonLd?: object;
}

/**
 * The address of a page in a language: English, the default, at the plain address; another
 * language with `?lang=` so that each version has an address of its own for search engines.
 */
const inLanguage = (url: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? url : `${url}?lang=${language}`;

function headOf(input: HeadInput): Head {
  const { page, solution, publicUrl, t } = input;
  const image = absolute(publicUrl, DEFAULT_IMAGE);
  const titles = pageTitles(t);
  const siteDescription = t('head.siteDescription');
  if (page === 'home')
    return { title: titles.home, description: siteDescription, url: `${publicUrl}/`, image, type: 'website' };
  if (page === 'solutions')
    return {
      title: titles.solutions,
      description: t('head.solutionsDescription'),
      // Every filtered view is a view of the one list page.
      url: `${publicUrl}/solutions`,
      image,
      type: 'website',
    };
  if (page === 'compare')
    // Every choice of solutions is a view of the one comparison page, which is not worth indexing apart.
    return { title: t('title.compare'), description: t('head.compareDescription'), image, type: 'website' };
  if (page === 'solution' && solution) {
    const url = `${publicUrl}/solution/${solution.id}`;
    const description = plainSummary(solution.description) || siteDescription;
    const picture = solution.images[0] ? absolute(publicUrl, solution.images[0].image_url) : image;
    return {
      title: titles.solution(solution.name),
      description,
      url,
      image: picture,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: solution.name,
        description,
        image: picture,
        applicationCategory: solution.technology[0]?.name ?? t('head.solutionCategoryFallback'),
        inLanguage: input.language,
        url,
      },
    };
  }
  return {
    title: page === 'solution' ? titles.solutionNotFound : titles.notFound,
    description: siteDescription,
    image,
    type: 'website',
  };
}

/**
 * The head of a server-rendered page: title, description, canonical URL, Open Graph and Twitter
 * card tags, and for a solution its schema.org description as JSON-LD. URLs are absolute from
 * PUBLIC_URL; a page that is not there asks not to be indexed.
 */
export function pageHead(input: HeadInput): string {
  const head = headOf(input);
  const canonical = head.url && (input.languageInAddress ? inLanguage(head.url, input.language) : head.url);
  // Each language version names the others, and the plain address as the one for other readers.
  const alternates = head.url
    ? [
        ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(head.url!, language) })),
        { hreflang: 'x-default', href: head.url },
      ].map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`)
    : [];
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : meta('name', 'robots', 'noindex'),
    ...alternates,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    canonical && meta('property', 'og:url', canonical),
    meta('property', 'og:locale', input.language === 'id' ? 'id_ID' : 'en_US'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd && jsonScript('type="application/ld+json"', head.jsonLd),
  ];
  return tags.filter(Boolean).join('\n    ');
}
