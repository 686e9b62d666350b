import { useLayoutEffect } from 'react';

/**
 * A `<link>` in the document's head while the page is shown (a feed of the page, for example).
 * The server render writes the page's head itself (app/page-head.ts) and never draws this, so the
 * link is added in the browser only, like the title (document-title.tsx).
 */
export function HeadLink({ rel, type, title, href }: { rel: string; type: string; title: string; href: string }) {
  useLayoutEffect(() => {
    const link = document.createElement('link');
    Object.assign(link, { rel, type, title, href });
    document.head.append(link);
    return () => link.remove();
  }, [rel, type, title, href]);
  return null;
}
