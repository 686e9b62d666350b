import { afterEach, describe, expect, it } from 'vitest';
import { heldPort } from './helpers/free-port.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.kill()));
});

// A server process starts in seconds, longer on a loaded machine, as in shutdown.test.ts.
describe('a server that cannot open its port', () => {
  it('says which port is taken and what to do, without a stack trace, and exits 1', async () => {
    // Something else listens on the port, as an operator's other program would.
    const { port, holder } = await heldPort();
    try {
      const server = await startServerProcess({ port, waitUntilReady: false });
      running.push(server);
      expect(await server.exited).toBe(1);
      const output = server.output();
      expect(output).toContain(
        `Cannot listen on 127.0.0.1:${port}: another process is using that port. Stop it, or set PORT to a free port.`,
      );
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      holder.close();
    }
  }, 60_000);

  it("names an address that is not the machine's", async () => {
    // 192.0.2.0/24 is reserved for documentation: no machine of ours holds it.
    const server = await startServerProcess({ env: { HOST: '192.0.2.1' }, waitUntilReady: false });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot listen on 192\.0\.2\.1:\d+: that address is not one of this machine's/);
  }, 60_000);
});
