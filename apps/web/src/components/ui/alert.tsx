import { CircleAlert } from 'lucide-react';
import { isValidElement, type ReactNode } from 'react';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import type { CodedText } from '../../lib/api.ts';
import { cx } from './cx.ts';

const isCoded = (value: unknown): value is CodedText =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'message' in value;

/**
 * The red server-message banner of the forms (docs/product.md §3.5). A coded message (the
 * server's) is shown in the page's language by its code; anything else as given.
 */
export function ErrorBanner({ children, className }: { children: ReactNode | CodedText; className?: string }) {
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
      <div>{isCoded(children) ? local(children) : children}</div>
    </div>
  );
}
