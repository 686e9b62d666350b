import { describe, expect, it } from 'vitest';
import { useWorld } from '../support/world.ts';

const world = useWorld();

/**
 * A browser whose session ran out mid-edit reads the server's 401 to its upload instead of a
 * network error (docs/decisions/0136): the server reads and drops the rest of the body it refused.
 */
describe('a refused upload in the browser', () => {
  it('reads the 401 of a multipart form sent without a session', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/`);
    const answer = await page.evaluate(async () => {
      const form = new FormData();
      form.append('name', 'Sent after the session ended');
      const picture = new Uint8Array(20 * 1024 * 1024).fill(0x89);
      form.append('images', new File([picture], 'map.png', { type: 'image/png' }));
      try {
        const response = await fetch('/api/catalog/solution', { method: 'POST', body: form });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      } catch (error) {
        return { status: 0, body: { code: String(error) } };
      }
    });
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ code: 'server.authRequired' }) });
    await page.close();
  });
});
