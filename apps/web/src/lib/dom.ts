/**
 * The document parser and window that rich text is read and cleaned with. In the browser they
 * are the page's own; the server render's build swaps this module for dom.server.ts
 * (docs/decisions/0124-server-rendered-public-pages.md).
 */
export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

export const domWindow = (): Window & typeof globalThis => window;
