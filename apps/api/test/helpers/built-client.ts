import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const WEB = resolve(import.meta.dirname, '../../../web');
/** The built client and its server entry, as `npm run build` makes them. */
export const WEB_DIST = resolve(WEB, 'dist');
export const WEB_SERVER_ENTRY = resolve(WEB, 'dist-server/entry-server.js');

/**
 * Tests of what the server sends a browser need the built client. A checkout that has not been
 * built yet (the API suite may run before `npm test` builds) is built here once.
 */
export function ensureBuiltClient() {
  if (existsSync(resolve(WEB_DIST, 'index.html')) && existsSync(WEB_SERVER_ENTRY)) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@catalog/web'], { cwd: resolve(WEB, '../..'), stdio: 'pipe' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}
