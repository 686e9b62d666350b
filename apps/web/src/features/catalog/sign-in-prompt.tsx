import { SIGN_IN_MODAL_FIRST_MS } from '@catalog/shared';
import { useEffect, useState } from 'react';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

type SignInModalComponent = typeof import('./sign-in-modal.tsx').SignInModal;

const loadModal = () => import('./sign-in-modal.tsx').then((m) => m.SignInModal);

/** Runs `work` once the browser is idle after `delayMs` (at once where it cannot tell); returns the cancel. */
function idleAfter(delayMs: number, work: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') return work();
    const id = requestIdleCallback(work, { timeout: 500 });
    cancelIdle = () => cancelIdleCallback(id);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * The anonymous visitor's sign-in prompt on its timers (docs/product.md §3.6). A component of its
 * own, so opening it redraws the prompt alone and not the whole list. Its code
 * is fetched when the browser is idle halfway to the prompt's first showing, not with the
 * page: opening it is then a short task.
 */
export function SignInPrompt({ signInTo }: { signInTo: string }) {
  const prompt = useSignInPrompt();
  const [SignInModal, setSignInModal] = useState<SignInModalComponent | null>(null);
  useEffect(() => {
    if (SignInModal) return;
    let gone = false;
    const show = () => void loadModal().then((modal) => !gone && setSignInModal(() => modal));
    // Asked for at once when the prompt is due before then.
    const cancel = prompt.open ? (show(), () => undefined) : idleAfter(SIGN_IN_MODAL_FIRST_MS / 2, show);
    return () => {
      gone = true;
      cancel();
    };
  }, [prompt.open, SignInModal]);
  return SignInModal ? <SignInModal open={prompt.open} onClose={prompt.dismiss} signInTo={signInTo} /> : null;
}
