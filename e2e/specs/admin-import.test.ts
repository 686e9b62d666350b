import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogExport } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, field } from '../support/page-helpers.ts';
import { apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, apiDetail, apiList } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;
const dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));
/** Where the screenshots go for a person to look at (1280 and 375 px). */
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
});

async function adminPage(viewport: typeof WIDE): Promise<Page> {
  const page = await world().browser.newPage(viewport);
  await signInWithToken(page, world(), adminToken, '/admin/import');
  await page.getByRole('heading', { name: 'Import and export' }).waitFor();
  return page;
}

/** Clicks an export button and reads the file the browser saves. */
async function exported(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

describe('import and export in the back office', () => {
  it('exports the catalogue, checks a file with a dry run and applies it', async () => {
    const page = await adminPage(WIDE);
    const json = await exported(page, 'Export JSON');
    expect(json.name).toMatch(/^solutions-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(json.text) as CatalogExport;
    const total = (await apiList(world(), 'page_size=1', adminToken)).pagination.total;
    expect(file.format).toBe('solution-catalog/1');
    expect(file.solutions).toHaveLength(total);
    const csv = await exported(page, 'Export CSV');
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.text.split('\r\n')[0]).toMatch(/^\uFEFF?"solution_id","name","status"/);

    const [first, second] = file.solutions;
    const renamed = `${first!.name} (imported)`;
    const fresh = `Imported Survey ${Date.now()}`;
    const upload = join(dir, 'changes.json');
    writeFileSync(
      upload,
      JSON.stringify({
        ...file,
        solutions: [
          { ...first, name: renamed },
          { ...second, solution_id: undefined, id: undefined, name: fresh },
          { ...second, solution_id: undefined, id: undefined, name: '' },
        ],
      }),
    );

    // Checking without a file says so at the field.
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText('Choose a file first').waitFor();
    await field(page, 'File (JSON or CSV)').setInputFiles(upload);
    await page.getByRole('button', { name: 'Check file' }).click();
    const summary = page.getByTestId('import-summary');
    await eventually(async () => expect(await summary.innerText()).toBe('1 to create, 1 to update, 1 refused'));
    const rows = page.getByTestId('import-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toContain('Update');
    expect(await rows.nth(1).innerText()).toContain('Create');
    expect(await rows.nth(2).innerText()).toContain('name: This field is required');
    expect((await apiDetail(world(), first!.id, adminToken)).name).toBe(first!.name);
    await expectAccessible(page, 'import: dry run report');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-import-1280.png'), fullPage: true });

    // Applying from the keyboard.
    await page.getByRole('button', { name: 'Apply import' }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await summary.innerText()).toBe('Imported: 1 created, 1 updated, 1 refused'));
    expect((await apiDetail(world(), first!.id, adminToken)).name).toBe(renamed);
    const found = await apiList(world(), `search=${encodeURIComponent(fresh)}`, adminToken);
    expect(found.data.map((s) => s.name)).toEqual([fresh]);
    expect(await page.getByRole('button', { name: 'Apply import' }).count()).toBe(0);
  });

  it('is usable at 375 px', async () => {
    const page = await adminPage(NARROW);
    const upload = join(dir, 'bad.csv');
    writeFileSync(upload, '"name","creator"\r\n"Only a name","Ani"\r\n');
    await field(page, 'File (JSON or CSV)').setInputFiles(upload);
    await page.getByRole('button', { name: 'Check file' }).click();
    await eventually(async () =>
      expect(await page.getByTestId('import-summary').innerText()).toBe('0 to create, 0 to update, 1 refused'),
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(NARROW.width);
    await expectAccessible(page, 'import at 375 px');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-import-375.png'), fullPage: true });
  });
});
