import { IMAGE_ERROR_MESSAGE_MS, IMAGE_SUCCESS_MESSAGE_MS } from '@catalog/shared';
import { useCallback, useEffect, useState } from 'react';
import { localMessage } from '../../i18n/server-messages.ts';
import type { Shown } from '../../lib/api.ts';

export interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * An image status message that clears itself: successes after 3 s, errors after 5 s (docs/product.md §3.8).
 * A coded server message is shown in the page's language by its code.
 */
export function useTimedMessage(): [TimedMessage | null, (kind: TimedMessage['kind'], text: Shown) => void] {
  // Each message is a new object, so the same text twice restarts the timer.
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(
      () => setMessage(null),
      message.kind === 'success' ? IMAGE_SUCCESS_MESSAGE_MS : IMAGE_ERROR_MESSAGE_MS,
    );
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback(
    (kind: TimedMessage['kind'], text: Shown) => setMessage({ kind, text: localMessage(text) }),
    [],
  );
  return [message, show];
}
