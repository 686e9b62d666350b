import { Window as ServerWindow } from 'happy-dom';

/**
 * dom.ts for the server render: one inert document implementation (no scripts run, nothing
 * loads), shared by every render, for reading HTML. Cleaning it is sanitize.server.ts's.
 */
const window = new ServerWindow({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
const parser = new window.DOMParser();

export const parseHtml = (html: string): Document => parser.parseFromString(html, 'text/html') as unknown as Document;

export const domWindow = (): Window & typeof globalThis => window as unknown as Window & typeof globalThis;
