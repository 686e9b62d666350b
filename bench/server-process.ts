import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The V8 flags the server is started with (scripts/serve.sh, behind `npm run serve`, docs/decisions/0224),
 * so the bench times the process a deployment runs, and the bare route beside it on the same terms.
 */
export function serveNodeFlags(): string[] {
  const script = readFileSync(join(import.meta.dirname, '../scripts/serve.sh'), 'utf8');
  // Every option on its `exec node` line before `--import tsx …`, whichever they are.
  const options = script.match(/^exec node (.*)$/m)?.[1]?.split(/\s+/) ?? [];
  const end = options.indexOf('--import');
  const flags = end > 0 ? options.slice(0, end) : [];
  if (!flags.length) throw new Error('scripts/serve.sh starts node with no flag before --import the bench can read');
  return flags;
}

/** `server.ts` in a child process: `bare` (the smallest Fastify route) or `app` (the real application). */
export async function startServer(
  mode: 'bare' | 'app',
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(import.meta.dirname, 'server.ts'), [mode], {
    execArgv: [...serveNodeFlags(), '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, port };
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
