import { options } from 'preact';

/**
 * Runs `useEffect` callbacks in the task after a render, as React does, instead of Preact's
 * default of the next animation frame: timers started by effects (the sign-in prompt's 2 s)
 * then start when the page mounts, and a form sees its own value before the next keystroke.
 * See docs/decisions/0075-preact-runtime.md.
 */
const channel = new MessageChannel();
const pending: Array<() => void> = [];
channel.port1.onmessage = () => {
  for (const run of pending.splice(0)) run();
};

options.requestAnimationFrame = (callback) => {
  pending.push(callback);
  if (pending.length === 1) channel.port2.postMessage(null);
};
