import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadTempRoot } from '../src/modules/images/multipart.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';
import { jpeg, multipart, sendForm } from './helpers/upload.ts';

/** Every file waiting in the upload temporary folder, at any depth. */
function waitingFiles(root: string): Array<{ path: string; size: number }> {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((path) => existsSync(path) && statSync(path).isFile())
    .map((path) => ({ path, size: statSync(path).size }));
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('uploads wait in temporary files, never whole in memory, and leave none behind', () => {
  const t = useTestApp('sqlite');
  let auth: Record<string, string>;
  let solutionId: number;
  let root: string;
  let port: number;

  beforeAll(async () => {
    auth = (await createUserWithToken(t.app, { isStaff: true })).auth;
    solutionId = await new CatalogFixtures(t.db.kysely).solution({ name: 'Temp Host', status: 'development' });
    root = uploadTempRoot(t.config.dataDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('writes a file to disk as it arrives and removes it when the client goes away mid-file', async () => {
    // A JPEG start and 1 MB of noise: big enough to arrive in many chunks.
    const data = Buffer.concat([await jpeg(), randomBytes(1024 * 1024)]);
    const body = multipart({}, [{ name: 'slow.jpg', data }]);
    const head = body.payload.subarray(0, 600_000);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/catalog/solution/${solutionId}/images HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: ${auth.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(head);
    // Part of the file is on disk while the rest has not been sent.
    await until(() => waitingFiles(root).some((f) => f.size > 400_000));
    socket.destroy();
    await until(() => waitingFiles(root).length === 0);
    expect(await t.db.kysely.selectFrom('solution_images').selectAll().execute()).toEqual([]);
  });

  it('removes them after a body that ends mid-file (400) and after a stored upload (201)', async () => {
    const body = multipart({}, [{ name: 'cut.jpg', data: await jpeg() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/catalog/solution/${solutionId}/images`,
      payload: body.payload.subarray(0, body.payload.length - 3000),
      headers: { ...auth, ...body.headers },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('The form data could not be read');
    expect(waitingFiles(root)).toEqual([]);

    const ok = await sendForm(t.app, 'POST', `/api/catalog/solution/${solutionId}/images`, auth, {}, [
      { name: 'ok.jpg', data: await jpeg() },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(waitingFiles(root)).toEqual([]);
    expect(readdirSync(root)).toEqual([]);
  });
});
