import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageStorage } from '../src/storage/local-storage.ts';
import { parseS3Url, S3ImageStorage } from '../src/storage/s3-storage.ts';
import { type ImageStorage, RangeNotSatisfiable } from '../src/storage/storage.ts';
import { startTestS3, type TestS3 } from './helpers/s3.ts';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3(['contract']);
  folder = mkdtempSync(join(tmpdir(), 'catalog-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const backends: Array<[string, () => ImageStorage]> = [
  ['a local folder', () => new LocalImageStorage(join(folder, 'uploads'))],
  ['an S3 bucket', () => new S3ImageStorage(s3.settings('contract'))],
  ['an S3 bucket under a prefix', () => new S3ImageStorage(s3.settings('contract', 'site/images'))],
];

describe.each(backends)('image storage contract on %s', (_name, make) => {
  let storage: ImageStorage;
  beforeAll(() => {
    storage = make();
  });
  const keys = async () => (await storage.list()).map((e) => e.key).sort();

  it('stores bytes under a key and gives the same bytes and size back', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await storage.put('a1.jpg', data);
    const got = await storage.read('a1.jpg');
    expect(got).not.toBeNull();
    expect(got!.size).toBe(20);
    expect(got!.totalSize).toBe(20);
    expect(got!.range).toBeUndefined();
    expect(await text(got!.stream)).toBe('0123456789abcdefghij');
  });

  it('overwrites a key whole', async () => {
    await storage.put('a2.png', Buffer.from('first version, longer'));
    await storage.put('a2.png', Buffer.from('second'));
    expect(await text((await storage.read('a2.png'))!.stream)).toBe('second');
  });

  it('reads a byte range, an open-ended range and a range past the end clamped', async () => {
    await storage.put('a3.gif', Buffer.from('0123456789'));
    const part = (await storage.read('a3.gif', { start: 2, end: 5 }))!;
    expect(part.range).toEqual({ start: 2, end: 5 });
    expect(part.size).toBe(4);
    expect(part.totalSize).toBe(10);
    expect(await text(part.stream)).toBe('2345');
    const tail = (await storage.read('a3.gif', { start: 7 }))!;
    expect(tail.range).toEqual({ start: 7, end: 9 });
    expect(await text(tail.stream)).toBe('789');
    const clamped = (await storage.read('a3.gif', { start: 8, end: 500 }))!;
    expect(clamped.range).toEqual({ start: 8, end: 9 });
    expect(await text(clamped.stream)).toBe('89');
  });

  it('refuses a range that starts past the end, telling the size', async () => {
    await storage.put('a4.webp', Buffer.from('abc'));
    const error = await storage.read('a4.webp', { start: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeNotSatisfiable);
    expect((error as RangeNotSatisfiable).totalSize).toBe(3);
  });

  it('answers null for a missing key, with or without a range', async () => {
    expect(await storage.read('missing.jpg')).toBeNull();
    expect(await storage.read('missing.jpg', { start: 0, end: 1 })).toBeNull();
  });

  it('deletes a key, and deleting a missing key is no error', async () => {
    await storage.put('a5.jpg', Buffer.from('x'));
    expect(await keys()).toContain('a5.jpg');
    await storage.delete('a5.jpg');
    expect(await storage.read('a5.jpg')).toBeNull();
    expect(await keys()).not.toContain('a5.jpg');
    await expect(storage.delete('a5.jpg')).resolves.toBeUndefined();
  });

  it('lists every key with a recent write time', async () => {
    const before = Date.now() - 60_000;
    const listed = await storage.list();
    expect(listed.map((e) => e.key).sort()).toEqual(['a1.jpg', 'a2.png', 'a3.gif', 'a4.webp']);
    for (const e of listed) expect(e.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../x.jpg', 'a/b.jpg', '.hidden.jpg', 'A.JPG', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
      await expect(storage.read(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('bucket storage', () => {
  it('keeps prefixes apart: one prefix never lists or reads another', async () => {
    const a = new S3ImageStorage(s3.settings('contract', 'tenant-a'));
    const b = new S3ImageStorage(s3.settings('contract', 'tenant-b'));
    await a.put('only-a.jpg', Buffer.from('a'));
    expect((await b.list()).map((e) => e.key)).not.toContain('only-a.jpg');
    expect(await b.read('only-a.jpg')).toBeNull();
  });

  it('lists past one page of a thousand keys', async () => {
    const storage = new S3ImageStorage(s3.settings('contract', 'many'));
    const names = Array.from({ length: 1005 }, (_, i) => `k${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(names.slice(i, i + 50).map((n) => storage.put(n, Buffer.from(n))));
    }
    expect((await storage.list()).map((e) => e.key).sort()).toEqual(names);
  });

  it('gives a signed URL that serves the bytes with the API cache header and type', async () => {
    const storage = new S3ImageStorage(s3.settings('contract', 'signed'));
    await storage.put('s1.png', Buffer.from('png bytes'));
    const signed = await storage.signedUrl('s1.png', 'image/png');
    expect(signed.reusableFor).toBeGreaterThan(0);
    expect(signed.reusableFor).toBeLessThanOrEqual(300);
    expect(signed.url).toContain('X-Amz-Signature=');
    const res = await fetch(signed.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/png');
    // The same URL within one window, so a browser's cache holds it.
    expect((await storage.signedUrl('s1.png', 'image/png')).url).toBe(signed.url);
  });

  it('reads STORAGE_URL settings and refuses malformed ones', () => {
    expect(parseS3Url('s3://pics/site/img/?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-central-1')).toEqual({
      bucket: 'pics',
      prefix: 'site/img',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://pics')).toEqual({
      bucket: 'pics',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(parseS3Url('s3://pics?endpoint=https://r2.example&path_style=0').forcePathStyle).toBe(false);
    expect(() => parseS3Url('http://pics')).toThrow(/s3:\/\/bucket/);
    expect(() => parseS3Url('s3://pics?endpont=http://x')).toThrow(/unknown setting endpont/);
    expect(() => parseS3Url('s3://pics?endpoint=ftp://x')).toThrow(/endpoint must be/);
  });
});
