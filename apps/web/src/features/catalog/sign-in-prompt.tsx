import { useEffect, useState } from 'react';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

type SignInModalComponent = typeof import('./sign-in-modal.tsx').SignInModal;

const loadModal = () => import('./sign-in-modal.tsx').then((m) => m.SignInModal);

/** Runs `work` once the browser is idle (or soon, where it cannot tell); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 500);
  return () => clearTimeout(id);
}

/**
 * The anonymous visitor's sign-in prompt on its timers (docs/product.md §3.6). A component of its
 * own, so opening it redraws the prompt alone and not the whole list. Its code (Headless UI's
 * dialog) is fetched while the page is idle after it is drawn: every visitor sees the prompt two
 * seconds later, and opening it is then a short task.
 */
export function SignInPrompt({ signInTo }: { signInTo: string }) {
  const prompt = useSignInPrompt(true);
  const [SignInModal, setSignInModal] = useState<SignInModalComponent | null>(null);
  useEffect(() => {
    if (SignInModal) return;
    let gone = false;
    const show = () => void loadModal().then((modal) => !gone && setSignInModal(() => modal));
    // Asked for at once when the prompt is due before the idle time came.
    const cancel = prompt.open ? (show(), () => undefined) : whenIdle(show);
    return () => {
      gone = true;
      cancel();
    };
  }, [prompt.open, SignInModal]);
  return SignInModal ? <SignInModal open={prompt.open} onClose={prompt.dismiss} signInTo={signInTo} /> : null;
}
