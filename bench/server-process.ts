import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** `server.ts` in a child process: `bare` (the smallest Fastify route) or `app` (the real application). */
export async function startServer(
  mode: 'bare' | 'app',
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(import.meta.dirname, 'server.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
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
