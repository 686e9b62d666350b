import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** An idle connection from `localAddress`; `closed` settles when the server closes it. */
function idleConnection(port: number, localAddress: string): { socket: Socket; closed: Promise<void> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed };
}

/**
 * Connections are a door too (docs/decisions/0138): one address holding more than its share of
 * idle connections gets the extra ones closed as they open, and another address is still served.
 */
describe('open connections per address', () => {
  const t = useTestApp('sqlite', { connectionsPerAddress: 5 });
  let port: number;
  const held: Array<ReturnType<typeof idleConnection>> = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '0.0.0.0' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => held.forEach((c) => c.socket.destroy()));

  it('closes the connections one address opens past its cap, and serves another address', async () => {
    for (let i = 0; i < 8; i++) {
      const c = idleConnection(port, '127.0.0.2');
      held.push(c);
      await new Promise((resolve) => c.socket.once('connect', resolve));
    }
    const state = () => Promise.race([Promise.all(held.map((c) => c.closed)), new Promise((r) => setTimeout(r, 500))]);
    await state();
    const open = held.filter((c) => !c.socket.destroyed && c.socket.readyState === 'open');
    expect(open).toHaveLength(5);

    // Another address is served while those five are held.
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBe(200);

    // A held connection still works, and once one closes its address may open another.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 100));
    const again = idleConnection(port, '127.0.0.2');
    held.push(again);
    await new Promise((resolve) => again.socket.once('connect', resolve));
    await Promise.race([again.closed, new Promise((r) => setTimeout(r, 500))]);
    expect(again.socket.readyState).toBe('open');
  });
});
