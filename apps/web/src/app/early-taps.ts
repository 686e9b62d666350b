/**
 * Taps before hydration (docs/decisions/0128-react-server-rendering.md). A server-drawn page shows
 * before its code arrives. Links and the search form work as plain HTML meanwhile; a button or a
 * check box would do nothing, so boot.ts keeps each one tapped (and stops a check box from
 * changing on its own), and once the first page is hydrated the app taps them again, so each
 * handler runs as if the tap had come then.
 */

declare global {
  interface Window {
    /** Elements tapped before the app started; set by boot.ts, emptied by the app. */
    earlyTaps?: HTMLElement[];
  }
}

/** Taps again what was tapped before the app started, then leaves taps to React. */
export function replayEarlyTaps() {
  const taps = window.earlyTaps ?? [];
  window.earlyTaps = undefined;
  for (const element of taps) if (element.isConnected) element.click();
}
