import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailBox, type MailBox } from '../support/smtp.ts';
import { type RunningServer, startServer, WEB_DIST } from '../support/server.ts';

let mail: MailBox;
let server: RunningServer;
beforeAll(async () => {
  mail = await startMailBox();
  server = await startServer({ smtpUrl: mail.url });
});
afterAll(async () => {
  await server?.close();
  await mail?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body arrives exactly as sent (fetch would decode it). */
function get(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(server.baseUrl + path, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The largest script of the build: the one a first visit surely loads. */
async function entryScript(): Promise<string> {
  const html = await readFile(join(WEB_DIST, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no module script');
  return src;
}

describe('serving the built client', () => {
  it('sends hashed assets brotli- or gzip-compressed by Accept-Encoding, cached for a year', async () => {
    const path = await entryScript();
    const original = await readFile(join(WEB_DIST, path));

    const br = await get(path, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await get(path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(plain.body.equals(original)).toBe(true);
  });

  it('compresses every stylesheet and script at build time', async () => {
    const files = await readdir(join(WEB_DIST, 'assets'));
    const text = files.filter((f) => /\.(js|css)$/.test(f));
    expect(text.length).toBeGreaterThan(0);
    for (const file of text) {
      const size = (await readFile(join(WEB_DIST, 'assets', file))).length;
      if (size < 1024) continue;
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
  });

  it('sends the page itself with no-cache, on a client route as well', async () => {
    const html = await readFile(join(WEB_DIST, 'index.html'));
    for (const path of ['/sign/in', '/profile']) {
      const answer = await get(path, 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
      expect(body.equals(html)).toBe(true);
    }
  });

  it('sends a server-drawn page with no-cache, compressed as the client accepts', async () => {
    for (const path of ['/', '/solutions']) {
      const answer = await get(path, 'gzip, deflate, br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(answer.body).toString('utf8');
      expect(body).toMatch(/<div id="root"><div/);
      expect(body).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js">/);
    }
  });
});
