import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from './helpers/s3.ts';
import { useTestApp } from './helpers/test-app.ts';
import { png } from './helpers/upload.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(['serve']);
});
afterAll(() => s3.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(['local folder', 'S3 bucket'])('images served through the API from a %s', (storage) => {
  const t = useTestApp('sqlite', () => (storage === 'S3 bucket' ? { storageUrl: s3.storageUrl('serve', 'api') } : {}));
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await png(40, 30);
    await t.app.storage.put('0a1b2c.png', bytes);
  });

  it('sends the bytes with a year of caching and the type of the key', async () => {
    const res = await t.app.inject({ url: '/uploads/0a1b2c.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('sends a byte range with 206 and Content-Range', async () => {
    const res = await t.app.inject({ url: '/uploads/0a1b2c.png', headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(bytes.subarray(0, 8))).toBe(true);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const tail = await t.app.inject({ url: '/uploads/0a1b2c.png', headers: { range: `bytes=${bytes.length - 3}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(-3))).toBe(true);
  });

  it('answers 416 with the size for a range past the end, and the whole file for a range it does not take', async () => {
    const past = await t.app.inject({ url: '/uploads/0a1b2c.png', headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    for (const range of ['bytes=0-1,4-5', 'bytes=-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await t.app.inject({ url: '/uploads/0a1b2c.png', headers: { range } });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBe(bytes.length);
    }
  });

  it('answers 404 for a missing key and for a key it would never serve', async () => {
    for (const url of ['/uploads/ffffff.png', '/uploads/notes.txt', '/uploads/..%2fsecret.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found', code: 'server.imageNotFound', params: {} });
    }
  });
});

describe('images served by redirect to a signed bucket URL (STORAGE_PUBLIC=redirect)', () => {
  const t = useTestApp('sqlite', () => ({ storageUrl: s3.storageUrl('serve', 'redirect'), storagePublic: 'redirect' }));
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await png(20, 20);
    await t.app.storage.put('0d0e0f.png', bytes);
  });

  it('redirects to a URL that serves the bytes with the same cache header and type', async () => {
    const res = await t.app.inject({ url: '/uploads/0d0e0f.png' });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/serve/redirect/0d0e0f.png?`)).toBe(true);
    // The redirect itself is short-lived: the signature in it expires.
    expect(res.headers['cache-control']).toMatch(/^private, max-age=([1-9]\d?|[12]\d\d|300)$/);
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    expect(image.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('never signs a key it would not serve', async () => {
    const res = await t.app.inject({ url: '/uploads/notes.txt' });
    expect(res.statusCode).toBe(404);
  });
});
