import { useLayoutEffect } from 'react';

/**
 * A `<link>` in the document's head while the page is shown (a feed of the page, for example).
 * Preact's React layer renders a link element where it stands instead of moving it into the head
 * (docs/decisions/0075-preact-runtime.md), so it is added to the head directly, like the title.
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
