import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { storageCases, useStorageCaseApp } from './helpers/s3.ts';
import {
  animatedGif,
  type FilePart,
  gif,
  gifClaiming,
  htmlPage,
  jpeg,
  jpegWithGps,
  png,
  pngClaiming,
  sendForm,
  svg,
} from './helpers/upload.ts';

const TYPE_MSG = (f: string) => `"${f}" has an unsupported file type. Only JPG, PNG, and GIF are allowed.`;
const SIZE_MSG = (f: string) => `"${f}" exceeds the maximum file size of 10MB.`;
const TEN_MB = 10 * 1024 * 1024;

/** The EXIF pointer to a GPS directory (tag 0x8825), in either byte order. */
const hasGpsIfd = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

interface AnsweredImage {
  image_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; height: number; type: string }>;
}

/** A photo-like picture (grain, soft edges), the kind AVIF and WebP copies are made for. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 50 } },
  })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();

describe.each(storageCases)('contributor API: images on $kind in a $storage', (storageCase) => {
  const { t, s3 } = useStorageCaseApp(storageCase, 'uploads', 'images');
  let admin: Record<string, string>;
  let solutionId: number;

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    const f = new CatalogFixtures(t.db.kysely);
    solutionId = await f.solution({ name: 'Image Host', status: 'development' });
  });

  /**
   * Every file under the test's folder, so a stray file anywhere (e.g. `../x.php`) is caught,
   * and every key in the storage (the bucket's, when there is one).
   */
  const allFiles = async () =>
    [...localFiles(), ...(s3() ? (await t.app.storage.list()).map((e) => `bucket:${e.key}`) : [])].sort();
  const localFiles = () => {
    const root = dirname(t.config.uploadDir);
    const walk = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
            e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
          )
        : [];
    return walk(root)
      .filter((p) => !/test\.db/.test(p))
      .sort();
  };
  let filesBefore: string[];
  beforeEach(async () => {
    filesBefore = await allFiles();
  });

  const upload = (files: FilePart[], id = solutionId) =>
    sendForm(t.app, 'POST', `/api/catalog/solution/${id}/images/`, admin, {}, files);
  const imagesOf = (id = solutionId) =>
    t.db.kysely.selectFrom('solution_images').selectAll().where('solution_id', '=', id).orderBy('position').execute();
  const keyOf = (url: string) => url.replace('/uploads/', '');
  const stored = async (url: string) => buffer((await t.app.storage.read(keyOf(url)))!.stream);
  const isStored = async (url: string) => (await t.app.storage.read(keyOf(url))) !== null;
  const urlsOf = (images: AnsweredImage[]) => [
    ...new Set(images.flatMap((i) => [i.image_url, i.thumbnail_url, ...i.variants.map((v) => v.url)])),
  ];
  /** Every file an image in an answer names (picture, thumbnail, width variants), as allFiles lists it. */
  const filesOf = (images: AnsweredImage[]) =>
    urlsOf(images)
      .map((u) => (s3() ? `bucket:${keyOf(u)}` : join(t.config.uploadDir, keyOf(u))))
      .sort();
  const addedFiles = async () => (await allFiles()).filter((f) => !filesBefore.includes(f));

  it('adds images to a solution and removes one', async () => {
    const res = await upload([
      { name: 'site.jpg', data: await jpeg() },
      { name: 'plan.gif', data: await gif() },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Images uploaded successfully');
    expect(body.data.errors).toEqual([]);
    expect(body.data.images.map((i: { name: string }) => i.name)).toEqual(['site.jpg', 'plan.gif']);
    expect(await addedFiles()).toEqual(filesOf(body.data.images));

    const [first, second] = body.data.images;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/solution/images/${first.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Image deleted successfully' });
    for (const url of urlsOf([first])) expect(await isStored(url), url).toBe(false);
    for (const url of urlsOf([second])) expect(await isStored(url), url).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${solutionId}`, headers: admin });
    expect(detail.json().data.images.map((i: { id: number }) => i.id)).toEqual([second.id]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/solution/images/${first.id}/`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Image not found', code: 'server.imageNotFound', params: {} });
  });

  it('keeps a small animated GIF animated', async () => {
    const res = await upload([{ name: 'spin.gif', data: await animatedGif(40, 30, 3) }]);
    expect(res.statusCode).toBe(201);
    const img = res.json().data.images.at(-1);
    const meta = await sharp(await stored(img.image_url)).metadata();
    expect([meta.format, meta.pages, meta.width]).toEqual(['gif', 3, 40]);
  });

  it('makes a card-size WebP thumbnail and keeps the full image', async () => {
    const res = await upload([{ name: 'wide.jpg', data: await jpeg(2000, 1000) }]);
    const [img] = res.json().data.images.slice(-1);
    const full = await sharp(await stored(img.image_url)).metadata();
    const thumb = await sharp(await stored(img.thumbnail_url)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 2000, 1000]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 640, 320]);
  });

  it('re-encodes a JPEG with trailing bytes and EXIF/GPS: stored bytes differ and carry no metadata', async () => {
    const original = Buffer.concat([await jpegWithGps(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const meta = await sharp(original).metadata();
    expect(hasGpsIfd(meta.exif)).toBe(true);
    const res = await upload([{ name: 'camera.jpg', data: original }]);
    expect(res.statusCode).toBe(201);
    const img = res.json().data.images.at(-1);
    for (const url of [img.image_url, img.thumbnail_url]) {
      const bytes = await stored(url);
      expect(bytes.equals(original)).toBe(false);
      expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
      expect(bytes.includes(Buffer.from('LeakCam'))).toBe(false);
      const m = await sharp(bytes).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.iptc).toBeUndefined();
    }
  });

  describe('refused uploads leave no file and no record', () => {
    const refused = async (files: FilePart[], status: number, errors: Record<string, string>) => {
      const rowsBefore = (await imagesOf()).length;
      const res = await upload(files);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors).toEqual(errors);
      expect(res.json().message).toBe(Object.values(errors).join(' '));
      expect(await allFiles()).toEqual(filesBefore);
      expect(await imagesOf()).toHaveLength(rowsBefore);
      return res;
    };

    it('an HTML file renamed .jpg (declared image/jpeg)', async () => {
      await refused([{ name: 'photo.jpg', data: htmlPage(), type: 'image/jpeg' }], 415, {
        'images.0': TYPE_MSG('photo.jpg'),
      });
    });

    it('an SVG, even named .png', async () => {
      await refused([{ name: 'logo.svg', data: svg(), type: 'image/svg+xml' }], 415, {
        'images.0': TYPE_MSG('logo.svg'),
      });
      await refused([{ name: 'logo.png', data: svg(), type: 'image/png' }], 415, { 'images.0': TYPE_MSG('logo.png') });
    });

    it('a file of 10 MB + 1 byte', async () => {
      // A real JPEG start, padded: refused for its size before anything else is looked at.
      const big = Buffer.concat([await jpeg(), Buffer.alloc(TEN_MB + 1)]).subarray(0, TEN_MB + 1);
      expect(big.length).toBe(TEN_MB + 1);
      await refused([{ name: 'huge.jpg', data: big }], 413, { 'images.0': SIZE_MSG('huge.jpg') });
    });

    it('a tiny PNG whose header claims 20000×20000 pixels', async () => {
      const bomb = pngClaiming(20000, 20000);
      expect(bomb.length).toBeLessThan(200);
      await refused([{ name: 'bomb.png', data: bomb }], 413, {
        'images.0': '"bomb.png" is too large in pixels. The maximum is 40 megapixels.',
      });
    });

    it('an animated GIF whose frames add up to more than 40 megapixels', async () => {
      const frames = gifClaiming(1000, 1000, 41);
      expect(frames.length).toBeLessThan(2000);
      expect(await sharp(frames, { limitInputPixels: false }).metadata()).toMatchObject({
        format: 'gif',
        pages: 41,
        width: 1000,
        height: 1000,
      });
      await refused([{ name: 'flip.gif', data: frames }], 413, {
        'images.0': '"flip.gif" is too large in pixels. The maximum is 40 megapixels.',
      });
    });

    it('a file whose name tries to climb out of the folder', async () => {
      await refused([{ name: '../../x.php%00.jpg', data: Buffer.from('<?php echo 1; ?>') }], 415, {
        'images.0': TYPE_MSG('x.php%00.jpg'),
      });
    });

    it('a request without files', async () => {
      await refused([], 400, { images: 'Please choose at least one image' });
    });
  });

  it('at exactly 10 MB a file is judged on its content, not refused for size', async () => {
    const res = await upload([{ name: 'exact.jpg', data: Buffer.alloc(TEN_MB, 0x41) }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(TYPE_MSG('exact.jpg'));
  });

  it('stores a valid image sent under a hostile name with a server-made key and a display-safe name', async () => {
    const res = await upload([{ name: '..\\..\\evil\u202Egpj.x.php%00.jpg\u0007', data: await png() }]);
    expect(res.statusCode).toBe(201);
    const img = res.json().data.images.at(-1);
    expect(img.name).toBe('evilgpj.x.php%00.jpg');
    expect(img.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const added = (await allFiles()).filter((f) => !filesBefore.includes(f));
    expect(added.every((f) => (s3() ? /^bucket:[0-9a-f]{32}/.test(f) : dirname(f) === t.config.uploadDir))).toBe(true);
    expect(added).toEqual(filesOf([img]));
  });

  it('in a multi-file upload stores the valid files and reports each refused one', async () => {
    const rowsBefore = (await imagesOf()).length;
    const big = Buffer.alloc(TEN_MB + 1);
    const res = await upload([
      { name: 'ok-1.png', data: await png() },
      { name: 'fake.jpg', data: htmlPage() },
      { name: 'big.gif', data: big },
      { name: 'ok-2.jpg', data: await jpeg() },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 of 4 images uploaded');
    expect(body.data.errors).toEqual([
      { file: 'fake.jpg', message: TYPE_MSG('fake.jpg'), code: 'validation.imageType', params: { file: 'fake.jpg' } },
      { file: 'big.gif', message: SIZE_MSG('big.gif'), code: 'validation.imageSize', params: { file: 'big.gif' } },
    ]);
    expect(body.data.images.slice(-2).map((i: { name: string }) => i.name)).toEqual(['ok-1.png', 'ok-2.jpg']);
    expect(await imagesOf()).toHaveLength(rowsBefore + 2);
    expect(await addedFiles()).toEqual(filesOf(body.data.images.slice(-2)));
  });

  it('answers 413 when every file is too large and 415 when the mix includes a wrong type', async () => {
    const big = Buffer.alloc(TEN_MB + 1);
    const allBig = await upload([
      { name: 'a.jpg', data: big },
      { name: 'b.png', data: pngClaiming(9000, 9000) },
    ]);
    expect(allBig.statusCode).toBe(413);
    expect(allBig.json().message).toBe(
      `${SIZE_MSG('a.jpg')} "b.png" is too large in pixels. The maximum is 40 megapixels.`,
    );
    const mixed = await upload([
      { name: 'a.jpg', data: big },
      { name: 'c.gif', data: svg() },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await allFiles()).toEqual(filesBefore);
  });

  it('refuses more than 20 files in one request with 413 and keeps nothing', async () => {
    const one = await png(8, 8);
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, data: one }));
    const res = await upload(files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Too many files: at most 20 images per request');
    expect(await allFiles()).toEqual(filesBefore);
  });

  it('answers 404 for an unknown solution without storing anything', async () => {
    const res = await upload([{ name: 'a.png', data: await png() }], 999999);
    expect(res.statusCode).toBe(404);
    expect(await allFiles()).toEqual(filesBefore);
  });
  /** Uploads one picture and returns it as the answer lists it. */
  const uploadOne = async (name: string, data: Buffer): Promise<AnsweredImage> => {
    const res = await upload([{ name, data }]);
    expect(res.statusCode).toBe(201);
    return res.json().data.images.at(-1);
  };

  /** Fetches a variant as a browser would and reads the picture it really is. */
  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    return { type: res.headers['content-type'], bytes: res.rawPayload.length, meta };
  };

  it('offers WebP and AVIF copies at 320, 640 and 1280 px with the picture’s size, each served as what it is', async () => {
    const image = await uploadOne('wide.jpg', await photo(2000, 1250));
    expect([image.width, image.height]).toEqual([2000, 1250]);
    const widths = (type: string) => image.variants.filter((v) => v.type === type).map((v) => v.width);
    expect(widths('image/webp')).toEqual([320, 640, 1280]);
    expect(widths('image/avif')).toEqual([320, 640, 1280]);
    // The WebP copy at the thumbnail's width is the thumbnail.
    expect(image.variants.find((v) => v.type === 'image/webp' && v.width === 640)?.url).toBe(image.thumbnail_url);

    const bytes: Record<string, number> = {};
    for (const v of image.variants) {
      const got = await served(v.url);
      expect(got.type).toBe(v.type);
      expect(got.meta.format).toBe(v.type === 'image/webp' ? 'webp' : 'heif');
      expect([got.meta.width, got.meta.height]).toEqual([v.width, v.height]);
      expect(v.height).toBe(Math.round((v.width * 1250) / 2000));
      bytes[`${v.type}@${v.width}`] = got.bytes;
    }
    // AVIF is offered only where it is the smaller file.
    for (const w of [320, 640, 1280]) expect(bytes[`image/avif@${w}`]).toBeLessThan(bytes[`image/webp@${w}`]!);
  });

  it('never enlarges: a 500 px picture is offered at 320 px and at its own width', async () => {
    const image = await uploadOne('narrow.jpg', await photo(500, 300));
    expect([image.width, image.height]).toEqual([500, 300]);
    expect(image.variants.filter((v) => v.type === 'image/webp').map((v) => v.width)).toEqual([320, 500]);
    expect(Math.max(...image.variants.map((v) => v.width))).toBe(500);
  });

  it('lists the variants in the list’s cards, and deleting the solution removes every file', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/catalog/solution?page_size=50', headers: admin });
    const card = list.json().data.find((s: { solution_id: number }) => s.solution_id === solutionId);
    const images: AnsweredImage[] = card.images;
    expect(images.every((i) => i.width > 0 && i.height > 0)).toBe(true);
    expect(images.filter((i) => i.variants.some((v) => v.type === 'image/avif')).length).toBeGreaterThanOrEqual(2);

    const keys = images.flatMap((i) => [i.image_url, i.thumbnail_url, ...i.variants.map((v) => v.url)]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${solutionId}`, headers: admin });
    expect(del.statusCode).toBe(200);
    const purge = await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${solutionId}`, headers: admin });
    expect(purge.statusCode).toBe(200);
    for (const url of keys) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
