import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** A PostgreSQL server of its own, which a test may restart and stop at will. */
export interface PrivatePostgres {
  url: string;
  restart(): void;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error(`PostgreSQL server binaries not found under ${root} (apt-get install postgresql)`);
  return found;
}

/** initdb refuses to run as root, so as root the cluster belongs to the postgres system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * initdb into a temporary folder and start the server on a free loopback port, trust auth,
 * no fsync (nothing here needs to survive a power cut). Works as root (CI) and as a normal user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'catalog-pg-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, { ...user, cwd: dir, stdio: 'pipe', timeout: 60_000 });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, ...args]);
  ctl('-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('-w', '-m', 'fast', 'restart'),
    stop: () => ctl('-w', '-m', 'fast', 'stop'),
    start: () => ctl('-w', 'start'),
    destroy() {
      try {
        ctl('-w', '-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
