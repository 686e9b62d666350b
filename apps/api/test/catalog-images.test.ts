import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageProcessingError, processImage, THUMBNAIL_WIDTH } from '../src/modules/images/image-processing.ts';
import { useTestApp } from './helpers/test-app.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

describe('processImage', () => {
  it('re-encodes a JPEG without its metadata and makes a WebP thumbnail 640 px wide', async () => {
    const input = await photo(1600, 1000)
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processImage(input);
    expect(out.sourceFormat).toBe('jpeg');
    expect(out.full).toMatchObject({ ext: 'jpg', width: 1600, height: 1000 });
    const fullMeta = await sharp(out.full.data).metadata();
    expect(fullMeta.format).toBe('jpeg');
    expect(fullMeta.exif).toBeUndefined();
    expect(out.full.data.includes(Buffer.from('secret owner'))).toBe(false);
    expect(out.thumbnail).toMatchObject({ ext: 'webp', width: THUMBNAIL_WIDTH, height: 400 });
    expect((await sharp(out.thumbnail.data).metadata()).format).toBe('webp');
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const input = await photo(400, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = await processImage(input);
    expect([out.full.width, out.full.height]).toEqual([200, 400]);
    expect((await sharp(out.full.data).metadata()).orientation).toBeUndefined();
  });

  it('keeps PNG and GIF formats and never enlarges a small thumbnail', async () => {
    const png = await processImage(await photo(300, 200).png().toBuffer());
    expect(png.full.ext).toBe('png');
    expect([png.thumbnail.width, png.thumbnail.height]).toEqual([300, 200]);
    const gif = await processImage(await photo(120, 80).gif().toBuffer());
    expect(gif.full.ext).toBe('gif');
    expect((await sharp(gif.full.data).metadata()).format).toBe('gif');
  });

  it('refuses bytes that are not an image', async () => {
    await expect(processImage(Buffer.from('GIF89a but not really an image'))).rejects.toBeInstanceOf(
      ImageProcessingError,
    );
    await expect(processImage(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageProcessingError);
  });

  it('refuses an image above the pixel limit before decoding it', async () => {
    const input = await photo(400, 300).png().toBuffer();
    await expect(processImage(input, { maxPixels: 100_000 })).rejects.toBeInstanceOf(ImageProcessingError);
  });
});

describe('serving stored images', () => {
  const t = useTestApp('sqlite');

  beforeAll(async () => {
    const out = await processImage(await photo(800, 500).jpeg().toBuffer());
    await t.app.storage.put('abc123.jpg', out.full.data);
    await t.app.storage.put('abc123-thumb.webp', out.thumbnail.data);
    await t.app.storage.put('logo.png', await photo(64, 64).png().toBuffer());
    // Present on disk but not a type we serve.
    await writeFile(join(t.config.uploadDir, 'notes.txt'), 'private');
    await writeFile(
      join(t.config.uploadDir, 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
  });

  it.each([
    ['abc123.jpg', 'image/jpeg'],
    ['abc123-thumb.webp', 'image/webp'],
    ['logo.png', 'image/png'],
  ])('serves %s as %s with a year of caching and nosniff', async (key, type) => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/uploads/abc123.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.body).toBe('');
  });

  it.each([
    'missing.jpg',
    'notes.txt',
    'drawing.svg',
    'ABC123.JPG',
    '..%2F..%2Fetc%2Fpasswd',
    '..%2Fuploads%2Fabc123.jpg',
    '.abc123.jpg.tmp',
    'abc123',
    '%00abc123.jpg',
  ])('answers %s with a JSON 404 and no caching', async (key) => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect(res.json()).toEqual({ message: 'Image not found', code: 'server.imageNotFound', params: {} });
  });
});
