import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';

interface Trickle {
  /** Milliseconds from the first byte until the server closed the connection. */
  closedAfter: Promise<number>;
  /** What the server answered before closing. */
  answer(): string;
  socket: Socket;
}

/** A client that sends its headers, then one body byte every `everyMs`, never finishing its 10 kB. */
function trickle(port: number, path: string, contentType: string, authorization = '', everyMs = 200): Trickle {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: 10000\r\n` +
      (authorization && `Authorization: ${authorization}\r\n`) +
      '\r\n',
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('x');
  }, everyMs);
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { closedAfter, answer: () => received, socket };
}

/** Body deadlines, shortened here to 1 s for ordinary bodies and 3 s for uploads (docs/decisions/0088). */
describe('request body deadlines', () => {
  const t = useTestApp('sqlite', { bodyTimeoutMs: 1000, uploadTimeoutMs: 3000, lingerMs: 1500 });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('cuts every client that trickles a sign-in body, with a 408, and keeps serving others', async () => {
    const clients = Array.from({ length: 50 }, () => trickle(port, '/api/auth/login', 'application/json'));
    const closed = await Promise.all(clients.map((c) => c.closedAfter));
    for (const ms of closed) {
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(5000);
    }
    for (const c of clients) expect(c.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(clients[0]!.answer()).toContain('The request took too long to arrive. Please try again.');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('cuts a client answered before its body was in once the linger time is over (docs/decisions/0136)', async () => {
    const refused = trickle(port, '/api/catalog/solution', 'application/json');
    const ms = await refused.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(5000);
    expect(refused.answer()).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('gives an upload its longer deadline', async () => {
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Slow Upload', status: 'development' });
    const upload = trickle(
      port,
      `/api/catalog/solution/${id}/images`,
      'multipart/form-data; boundary=x',
      admin.auth.authorization,
    );
    const ordinary = trickle(port, '/api/auth/register', 'application/json');
    expect(await ordinary.closedAfter).toBeLessThan(2500);
    expect(upload.socket.destroyed, upload.answer()).toBe(false);
    const ms = await upload.closedAfter;
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
