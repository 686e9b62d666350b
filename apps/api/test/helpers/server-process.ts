import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The real server in a process of its own, as an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far (pino's JSON lines). */
  output(): string;
  /** Waits until the output holds `text` (a log line is written after its answer is sent). */
  waitForOutput(text: string, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
  /** Ends the process if it still runs, and removes its data folder. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl?: string;
  env?: Record<string, string>;
  /** The command line; the server entry point under Node with tsx by default. */
  command?: { file: string; args: string[] };
  /** The port to listen on; a free one by default. */
  port?: number;
  /** Whether to wait until `/api/health` answers (true by default); false returns at once. */
  waitUntilReady?: boolean;
}

/** Starts the server and (unless told otherwise) waits until `/api/health` answers. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalog-proc-'));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const command = options.command ?? {
    file: process.execPath,
    args: ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
  };
  const child = spawn(command.file, command.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl ?? `sqlite:${join(dataDir, 'catalog.db')}`,
      JWT_SECRET: 'x'.repeat(48),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      // A test is one address asking far faster than a person, as the test app (test-app.ts): the
      // per-address limit is off unless a test sets it (docs/decisions/0135-a-limit-on-every-door.md).
      API_RATE_LIMIT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so `kill` also ends a server started through npm or a shell.
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let running = true;
  void exited.then(() => (running = false));

  const deadline = Date.now() + 30_000;
  while (options.waitUntilReady !== false) {
    if (!running) throw new Error(`server exited at start:\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 30 s:\n${out}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    baseUrl,
    output: () => out,
    async waitForOutput(text, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (Date.now() > until) throw new Error(`no "${text}" in the output within ${timeoutMs} ms:\n${out}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return out;
    },
    exited,
    async kill() {
      if (running) {
        // The whole group: killing only npm or the shell in front of it would leave the server running.
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
