import type { FastifyInstance } from 'fastify';

/**
 * At most `perAddress` open connections from one address (docs/decisions/0138); the next is closed
 * as it opens. Without it one client holding 1,100 idle connections used up the process's file
 * limit and shut everyone else out until they timed out. The address is the connection's own: behind
 * a proxy every connection is the proxy's, so there the cap is the proxy's share (or 0, off).
 */
export function registerConnectionLimits(app: FastifyInstance, perAddress: number) {
  if (!perAddress) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
