import { useLayoutEffect } from 'react';

/**
 * Sets the tab's title while the page is shown. The client runs on Preact's React layer
 * (docs/decisions/0075-preact-runtime.md), which renders a title element where it stands instead
 * of moving it into the head, so the title is set on the document directly.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
