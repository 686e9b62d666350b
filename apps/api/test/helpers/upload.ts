import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface FilePart {
  name: string;
  data: Buffer;
  /** Declared type; the server must ignore it. */
  type?: string;
  field?: string;
}

export type Fields = Record<string, string | number | Array<string | number>>;

/**
 * A multipart/form-data body for app.inject, built by hand so tests control every byte of a
 * part header (odd file names included). Arrays become repeated fields.
 */
export function multipart(fields: Fields = {}, files: FilePart[] = []) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const f of files) {
    const filename = f.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${filename}"\r\n` +
          `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends `fields` and `files` as one multipart form, as the editor does, with `headers` (a bearer token). */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Fields = {},
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

export const jpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const gif = (width = 32, height = 32) => solid(width, height).gif().toBuffer();

/** An animated GIF of `frames` frames, each `width`×`height` and of its own colour. */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: (i * 80) % 256, g: 60, b: 200 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/**
 * A GIF of a few hundred bytes whose screen is `width`×`height` with `frames` one-pixel frames:
 * decoding it as an animation would allocate width × height × frames pixels.
 */
export function gifClaiming(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4); // global colour table of 2 entries
  const frame = Buffer.from([
    0x21,
    0xf9,
    0x04,
    0x00,
    0x0a,
    0x00,
    0x00,
    0x00, // graphic control: 100 ms
    0x2c,
    0,
    0,
    0,
    0,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00, // 1×1 image at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW: clear, pixel 0, end
  ]);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00]);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    loop,
    ...Array(frames).fill(frame),
    Buffer.from([0x3b]),
  ]);
}

/** A JPEG carrying camera and GPS EXIF data, to prove the stored copy has none. */
export const jpegWithGps = () =>
  solid(1200, 900)
    .jpeg()
    .withExif({
      IFD0: { Make: 'LeakCam', Model: 'Secret Model 9000', Copyright: 'owner-secret' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};

/** A tiny, well-formed PNG whose header claims `width`×`height` pixels (a decompression bomb). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method quirks, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
