import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { activateLanguage, loadTexts } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSession } from '../lib/session.ts';
import { server } from './server.ts';

// A page's code is loaded on first visit, as in the app; the first visit of a run waits for its transform.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const part of ['member', 'home', 'solution', 'compare', 'search'] as const) await loadTexts(part);
  await activateLanguage('en');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  clearSession();
});
afterAll(() => server.close());
