import { escapeXmlText } from '../../lib/xml.ts';

/**
 * Writes an Atom 1.0 document (RFC 4287). Every text and attribute value goes through
 * `escapeXmlText`, so no name or description can break the document or add markup to it.
 */

export interface AtomLink {
  href: string;
  rel: 'self' | 'alternate';
  type?: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  summary: string;
  published: string;
  updated: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  /** Who the feed is by; every entry shares it. */
  author: string;
  updated: string;
  links: AtomLink[];
  entries: AtomEntry[];
}

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeXmlText(text)}</${name}>`;

const linkElement = ({ href, rel, type }: AtomLink) =>
  `<link rel="${rel}"${type ? ` type="${escapeXmlText(type)}"` : ''} href="${escapeXmlText(href)}"/>`;

function entryElement(entry: AtomEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title, ' type="text"'),
    linkElement({ rel: 'alternate', type: 'text/html', href: entry.link }),
    element('published', entry.published),
    element('updated', entry.updated),
    ...(entry.summary ? [element('summary', entry.summary, ' type="text"')] : []),
    '</entry>',
  ].join('\n');
}

export function atomDocument(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', feed.id),
    element('title', feed.title, ' type="text"'),
    element('updated', feed.updated),
    `<author>${element('name', feed.author)}</author>`,
    ...feed.links.map(linkElement),
    ...feed.entries.map(entryElement),
    '</feed>',
    '',
  ].join('\n');
}
