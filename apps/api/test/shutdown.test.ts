import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process.ts';

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntilFree(port: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (!(await listening(port))) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

/** A stop signal ends the server within 10 s, and reaches it through `npm run serve` (docs/decisions/0088). */
describe('stopping the server', () => {
  it('ends within 10 s of SIGTERM while clients stall their requests', async () => {
    const server = await startServerProcess();
    try {
      const port = Number(new URL(server.baseUrl).port);
      // Two stalled clients: one trickling a sign-in body, one that never finishes its headers.
      const trickler = connect(port, '127.0.0.1');
      trickler.on('error', () => undefined);
      trickler.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{',
      );
      const drip = setInterval(() => trickler.write(' '), 300);
      const halfHeaders = connect(port, '127.0.0.1');
      halfHeaders.on('error', () => undefined);
      halfHeaders.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      await new Promise((r) => setTimeout(r, 500));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(() => r('still running'), 12_000)),
      ]);
      const tookMs = Date.now() - signalled;
      clearInterval(drip);
      console.info(`shutdown with two stalled clients: exit ${String(code)} after ${tookMs} ms`);
      expect(code).not.toBe('still running');
      expect(tookMs).toBeLessThanOrEqual(10_500);
      expect(await listening(port)).toBe(false);
    } finally {
      await server.kill();
    }
  }, 60_000);

  it('`npm run serve` passes SIGTERM to the server, which frees its port', async () => {
    const server = await startServerProcess({ command: { file: 'npm', args: ['run', '--silent', 'serve'] } });
    try {
      const port = Number(new URL(server.baseUrl).port);
      server.child.kill('SIGTERM');
      await server.exited;
      expect(await waitUntilFree(port, 10_000)).toBeLessThan(10_000);
      expect(server.output()).toContain('shutting down');
    } finally {
      await server.kill();
    }
  }, 60_000);
});
