/**
 * Helpers of the editor and enquiry specs: real PNG files made here (no binary fixtures in the
 * repository) and the few steps every editor test repeats.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { eventually } from '../support/page-helpers.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };

/** Where the server mails enquiries when SALES_EMAIL is not set (apps/api/src/config.ts). */
export const DEFAULT_SALES_EMAIL = 'sales@solution-catalog.local';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG. `noise` fills it with random pixels, which do not compress: the file is then
 * about width × height × 3 bytes, big enough to watch an upload's progress.
 */
export function png(
  width: number,
  height: number,
  rgb: [number, number, number] = [20, 140, 130],
  noise = false,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = width * 3 + 1;
  const raw = noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    if (!noise) for (let x = 0; x < width; x += 1) raw.set(rgb, y * row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const imageFile = (name: string, buffer: Buffer, mimeType = 'image/png') => ({ name, mimeType, buffer });

/** Opens a dropdown by its label, picks the options by name and closes it again. */
export async function choose(page: Page, label: string, names: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const search = page.getByRole('combobox', { name: `Search ${label.toLowerCase()}` });
  await search.waitFor();
  for (const name of names) {
    await search.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  // A single select closes itself; a multi select is closed with its Done button.
  const done = page.getByRole('button', { name: 'Done', exact: true });
  if ((await done.count()) > 0) await done.click();
  await search.waitFor({ state: 'hidden' });
}

export const richText = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
export const toolbar = (page: Page, label: string) => page.getByRole('toolbar', { name: `${label} formatting` });

/** Types into a rich-text field; `**text**` parts are typed in bold. */
export async function typeRich(page: Page, label: string, text: string) {
  const box = richText(page, label);
  await box.click();
  for (const [i, part] of text.split('**').entries()) {
    if (i % 2 === 1) await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(part);
    if (i % 2 === 1) await page.keyboard.press('ControlOrMeta+b');
  }
}

export async function openTab(page: Page, name: 'Overview' | 'Details' | 'Resources') {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await eventually(async () => {
    const selected = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).getAttribute('aria-selected');
    if (selected !== 'true') throw new Error(`${name} tab not selected`);
  });
}
