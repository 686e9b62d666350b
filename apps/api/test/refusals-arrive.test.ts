import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadTempRoot } from '../src/modules/images/multipart.ts';
import { useTestApp } from './helpers/test-app.ts';

const MB = 1024 * 1024;

/** A solution form with one picture of `bytes`, as the editor sends it. */
function solutionForm(bytes: number): FormData {
  const form = new FormData();
  form.append('name', 'Sent after the session ended');
  form.append('images', new Blob([new Uint8Array(bytes).fill(0x89)], { type: 'image/png' }), 'map.png');
  return form;
}

/**
 * A refusal given before the body is read (no token: 401) reaches the client, which is still
 * sending: the server reads and drops the rest (docs/decisions/0136) instead of closing on it,
 * which Node's fetch reported as EPIPE and a browser as a network error.
 */
/** A request written by hand on its own socket: what came back, and when the server closed it. */
function rawRequest(port: number, head: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const started = Date.now();
  const closedAfter = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.write(head);
  return { socket, received: () => received, closedAfter };
}

describe('refusals that arrive', () => {
  const t = useTestApp('sqlite', { lingerMs: 1500 });
  let base: string;
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    base = `http://127.0.0.1:${port}`;
  });

  const solutionCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('solutions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['a 2 MB picture', 2 * MB],
    ['a 20 MB body', 20 * MB],
  ])('answers 401 to a visitor’s multipart form with %s, read by Node’s fetch', async (_label, bytes) => {
    const before = await solutionCount();
    const answer = await fetch(`${base}/api/catalog/solution`, { method: 'POST', body: solutionForm(bytes) });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'server.authRequired' });
    // Nothing of it is kept: no record, no file waiting to be judged.
    expect(await solutionCount()).toBe(before);
    const waiting = uploadTempRoot(t.config.dataDir);
    expect(existsSync(waiting) ? readdirSync(waiting, { recursive: true }) : []).toEqual([]);
    // The same connection serves on.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('cuts a client that keeps sending past the linger time, after its answer', async () => {
    const request = rawRequest(
      port,
      'POST /api/catalog/solution HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000000\r\n\r\n',
    );
    const timer = setInterval(() => request.socket.writable && request.socket.write('x'.repeat(100)), 100);
    const closedAfter = await request.closedAfter;
    clearInterval(timer);
    expect(request.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfter).toBeGreaterThanOrEqual(1400);
    expect(closedAfter).toBeLessThan(5000);
  });

  it('cuts a body past what the route would read at once, after its answer', async () => {
    // Sign-in reads 16 KiB at most; this client announces and sends 5 MB.
    const request = rawRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${5 * MB}\r\n\r\n`,
    );
    request.socket.write(Buffer.alloc(5 * MB, 0x20));
    const closedAfter = await request.closedAfter;
    expect(request.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfter).toBeLessThan(1400);
  });
});
