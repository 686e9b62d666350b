import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import { cx } from './cx.ts';

/**
 * The red server-message banner of the forms (docs/product.md §3.5). A text of its own (the
 * server's message) is shown in the page's language when it is a known one.
 */
export function ErrorBanner({ children, className }: { children: ReactNode; className?: string }) {
  const local = useLocalMessage();
  return (
    <div
      role="alert"
      className={cx(
        'flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{typeof children === 'string' ? local(children) : children}</div>
    </div>
  );
}
