import { type AddressInfo, createServer, type Server } from 'node:net';

/** A port of 127.0.0.1 the system chose, held by `holder` (another program, to the test) until it closes. */
export async function heldPort(): Promise<{ port: number; holder: Server }> {
  const holder = createServer();
  await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
  return { port: (holder.address() as AddressInfo).port, holder };
}

/** A port nothing listens on right now, for a process the test starts. */
export async function freePort(): Promise<number> {
  const { port, holder } = await heldPort();
  await new Promise<void>((r) => holder.close(() => r()));
  return port;
}
