import { useLayoutEffect } from 'react';

/**
 * Sets the tab's title while the page is shown. A server-drawn page gets its title from the head
 * the server writes (app/page-head.ts); a `<title>` element drawn by React would be written into
 * the page's markup as well, so the title is set on the document directly.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
