import type { SolutionDetail, SolutionListResponse } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW } from '../support/browser.ts';
import { eventually, expectNoText, expectPath, expectText, field, fillAndBlur } from '../support/page-helpers.ts';
import { expectMessagesOnBlur } from '../support/field-messages.ts';
import { apiToken, createActiveAccount, signInWithToken, useWorld, type World } from '../support/world.ts';
import { runClockUntil, stopPageClock, textShown } from '../support/page-clock.ts';
import { ADMIN, choose, imageFile, openTab, png, richText, toolbar, typeRich } from './editor-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
});

async function api<T>(w: World, path: string, token = adminToken): Promise<{ status: number; body: T }> {
  const response = await fetch(w.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}

const lookup = async (w: World, path: string) =>
  (await api<{ data: Array<{ id: number | string; name: string }> }>(w, `/api/catalog/${path}`)).body.data;

async function openCreate(w: World, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await w.browser.newPage(viewport);
  await signInWithToken(page, w, adminToken, '/create');
  await field(page, 'Name').waitFor();
  return page;
}

/** POSTs and PUTs of the solution form that reach the server, to prove a blocked form sends nothing. */
function countWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (['POST', 'PUT'].includes(request.method()) && request.url().includes('/api/catalog/solution'))
      writes.push(request.url());
  });
  return writes;
}

describe('the editor guards', () => {
  it('sends a signed-in user who is not an admin from /create and /edit to /solutions', async () => {
    const w = world();
    const user = await createActiveAccount(w);
    const page = await w.browser.newPage();
    await signInWithToken(page, w, await apiToken(w, user), '/create');
    await expectPath(page, '/solutions');
    await page.goto(`${w.baseUrl}/edit/1`);
    await expectPath(page, '/solutions');
  });
});

describe('required fields and validation', () => {
  it('shows each required-field message, blocks the submit with the toast and sends nothing', async () => {
    const w = world();
    const page = await openCreate(w);
    const writes = countWrites(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Correct the errors before submitting!');
    await eventually(async () =>
      expect(await page.locator('[data-field-error]').allInnerTexts()).toEqual(Array(4).fill('This field is required')),
    );
    // Each message sits under its own field and is announced with it.
    for (const label of ['Name', 'Creator']) expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Contributor', 'Sector']) {
      expect(await page.getByRole('button', { name: new RegExp(`^${label} `) }).getAttribute('aria-invalid')).toBe(
        'true',
      );
    }
    await page.getByRole('tab', { name: /^Overview\s*4 errors$/ }).waitFor();
    // The first field in error has the focus.
    expect(await field(page, 'Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'create form with errors');

    // Typing clears a field's error at once.
    await field(page, 'Name').pressSequentially('A');
    await eventually(async () => expect(await page.locator('[data-field-error]').count()).toBe(3));
    // Choosing an option clears the dropdown's error.
    const [contributor] = await lookup(w, 'contributor');
    await choose(page, 'Contributor', [contributor!.name]);
    expect(await page.getByRole('button', { name: /^Contributor / }).innerText()).toBe(contributor!.name);
    await eventually(async () => expect(await page.locator('[data-field-error]').count()).toBe(2));
    // The keyboard alone: open, move down, choose.
    const [, secondSector] = await lookup(w, 'sector');
    await page.getByRole('button', { name: /^Sector / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Search sector' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(async () =>
      expect(await page.getByRole('button', { name: /^Sector / }).innerText()).toBe(secondSector!.name),
    );
    expect(await page.getByRole('button', { name: /^Sector / }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await eventually(async () => expect(await page.locator('[data-field-error]').count()).toBe(1));
    expect(writes).toEqual([]);
  });

  it('validates on blur: empty required text and dropdowns, numbers, links and the YouTube link', async () => {
    const w = world();
    const page = await openCreate(w);
    const writes = countWrites(page);

    await fillAndBlur(page, 'Creator', '   ');
    await expectText(page, 'This field is required');
    await field(page, 'Creator').pressSequentially('Ani');
    await expectNoText(page, 'This field is required');

    // A required dropdown opened and left without a choice.
    await page.getByRole('button', { name: /^Sector / }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expectText(page, 'This field is required');

    await openTab(page, 'Details');
    await expectMessagesOnBlur(page, [
      ['CPU (Cores)', 'eight', 'Please enter a valid number'],
      ['CPU (Cores)', '-1', 'Value must be at least 0'],
    ]);
    await fillAndBlur(page, 'CPU (Cores)', '8');
    await expectNoText(page, 'Value must be at least 0');

    await openTab(page, 'Resources');
    await expectMessagesOnBlur(page, [
      ['StoryMap URL', 'storymaps dot com', 'Please enter a valid URL'],
      ['Video Link (YouTube)', 'https://vimeo.com/12345', 'Invalid YouTube link'],
    ]);
    await expectAccessible(page, 'resources tab with errors');

    // Save with errors on two tabs: the toast, and the first tab with an error opens.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Correct the errors before submitting!');
    await eventually(async () =>
      expect(await page.getByRole('tab', { name: /^Overview/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(writes).toEqual([]);
  });
});

describe('creating a solution', () => {
  it('creates one with every field and two images, refuses bad files in the browser, and shows it in the list and on its page', async () => {
    const w = world();
    const page = await openCreate(w);
    const name = `Flood Watch ${Date.now()}`;
    const [contributor] = await lookup(w, 'contributor');
    const sectors = await lookup(w, 'sector');
    const industries = (await lookup(w, 'industry')).slice(0, 3);
    const technologies = (await lookup(w, 'technology')).slice(0, 2);
    const [pattern] = await lookup(w, 'pattern_of_use');
    const products = (await lookup(w, 'arcgis_product')).slice(0, 2);

    // Overview
    await expectAccessible(page, 'create: overview');
    await field(page, 'Name').fill(name);
    await field(page, 'Creator').fill('Ani Wijaya, Budi Santoso');
    await choose(page, 'Contributor', [contributor!.name]);
    await choose(page, 'Sector', [sectors[1]!.name]);
    expect(await page.getByRole('button', { name: /^Status / }).innerText()).toBe('Development');
    await choose(page, 'Status', ['Release Public']);
    await choose(
      page,
      'Industries',
      industries.slice(0, 2).map((i) => i.name),
    );
    expect(await page.getByRole('button', { name: /^Industries / }).innerText()).toBe(
      industries
        .slice(0, 2)
        .map((i) => i.name)
        .join(', '),
    );
    await choose(page, 'Industries', [industries[2]!.name]);
    expect(await page.getByRole('button', { name: /^Industries / }).innerText()).toBe('3 items selected');

    await typeRich(page, 'Description', 'Early **flood alerts** for every district. ');
    await toolbar(page, 'Description').getByRole('button', { name: 'Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert link' });
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Text').fill('Esri Indonesia');
    await dialog.getByLabel('URL').fill('esri.co.id');
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const link = richText(page, 'Description').getByRole('link', { name: 'Esri Indonesia' });
    expect(await link.getAttribute('href')).toBe('https://esri.co.id');
    expect(await link.getAttribute('target')).toBe('_blank');

    // Images: three good files and two refused ones, then one removed.
    const input = page.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
    await input.setInputFiles([
      imageFile('harbour.png', png(640, 420, [14, 116, 144])),
      imageFile('notes.txt', Buffer.from('not an image'), 'text/plain'),
      imageFile('river.png', png(640, 420, [45, 212, 191])),
      imageFile('huge.png', Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png'),
      imageFile('spare.png', png(320, 200, [200, 80, 40])),
    ]);
    await expectText(page, 'Upload Errors');
    await expectText(page, '"notes.txt" has an unsupported file type. Only JPG, PNG, and GIF are allowed.');
    await expectText(page, '"huge.png" exceeds the maximum file size of 10MB.');
    await expectText(page, '3 images selected');
    await page.getByRole('button', { name: 'Remove spare.png' }).click();
    await expectText(page, '2 images selected');

    // Details
    await openTab(page, 'Details');
    await expectAccessible(page, 'create: details');
    await typeRich(page, 'Benefits', 'Officers are warned **minutes** after a threshold is crossed.');
    await typeRich(page, 'Challenges', 'Telemetry drops out in storms.');
    await richText(page, 'Features or Capabilities').click();
    await toolbar(page, 'Features or Capabilities').getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Live gauges');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Shelter occupancy');
    await choose(
      page,
      'Technologies',
      technologies.map((t) => t.name),
    );
    await choose(page, 'Patterns of Use', [pattern!.name]);
    await page.getByRole('searchbox', { name: 'Search arcgis products' }).fill('no such product');
    await expectText(page, 'No products match your search');
    await page.getByRole('searchbox', { name: 'Search arcgis products' }).fill('');
    for (const product of products) {
      await page.locator('label').filter({ hasText: product.name }).click();
      expect(await page.getByRole('checkbox', { name: product.name }).isChecked()).toBe(true);
    }
    await expectText(page, '2 selected');
    await fillAndBlur(page, 'CPU (Cores)', '8');
    await fillAndBlur(page, 'Memory (GB)', '16');
    await fillAndBlur(page, 'Storage (GB)', '256');
    await fillAndBlur(page, 'GPU (GB)', '4');

    // Resources
    await openTab(page, 'Resources');
    await expectAccessible(page, 'create: resources');
    await fillAndBlur(page, 'StoryMap URL', 'https://storymaps.arcgis.com/stories/flood');
    await fillAndBlur(page, 'Application Demo URL', 'https://apps.example.com/flood');
    await fillAndBlur(page, 'Repository URL', 'https://git.example.com/flood');
    await fillAndBlur(page, 'Presentation Material URL', 'https://slides.example.com/flood');
    await fillAndBlur(page, 'PDF URL', 'ftp://files.example.com/flood.pdf');
    await fillAndBlur(page, 'Video Link (YouTube)', 'https://youtu.be/dQw4w9WgXcQ');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/solutions');
    await expectText(page, 'Solution created successfully');

    // What the server stored is what was entered.
    const found = await api<SolutionListResponse>(w, `/api/catalog/solution?search=${encodeURIComponent(name)}`);
    const id = found.body.data.find((s) => s.name === name)!.id;
    const s = (await api<{ data: SolutionDetail }>(w, `/api/catalog/solution/${id}`)).body.data;
    expect(s.creator).toBe('Ani Wijaya, Budi Santoso');
    expect(s.contributor?.id).toBe(contributor!.id);
    expect(s.sector?.id).toBe(sectors[1]!.id);
    expect(s.status).toBe('release_public');
    expect(s.industry.map((i) => i.id).sort()).toEqual(industries.map((i) => i.id).sort());
    expect(s.technology.map((t) => t.id).sort()).toEqual(technologies.map((t) => t.id).sort());
    expect(s.pattern_of_use.map((p) => p.id)).toEqual([pattern!.id]);
    expect(s.arcgis_product.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
    expect(s.hardware).toEqual({ cpu_core: 8, ram: 16, storage: 256, gpu: 4 });
    expect(s.description).toContain('<strong>flood alerts</strong>');
    expect(s.description).toMatch(/<a [^>]*href="https:\/\/esri\.co\.id"[^>]*>Esri Indonesia<\/a>/);
    expect(s.benefit).toContain('<strong>minutes</strong>');
    expect(s.feature).toMatch(/<ul><li><p>Live gauges<\/p><\/li><li><p>Shelter occupancy<\/p><\/li><\/ul>/);
    expect(s.challenge).toContain('Telemetry drops out in storms.');
    expect(s.storymap_url).toBe('https://storymaps.arcgis.com/stories/flood');
    expect(s.application_demo_url).toBe('https://apps.example.com/flood');
    expect(s.repository_url).toBe('https://git.example.com/flood');
    expect(s.presentation_url).toBe('https://slides.example.com/flood');
    expect(s.pdf_url).toBe('ftp://files.example.com/flood.pdf');
    expect(s.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(s.images.map((i) => i.name).sort()).toEqual(['harbour.png', 'river.png']);

    // The list (newest first) and the solution's own page show it.
    await page.getByText(name).first().waitFor();
    await page.goto(`${w.baseUrl}/solution/${id}`);
    await page.getByText(name).first().waitFor();
  });

  it('shows the server’s message when the create is refused, and the fallback text when there is none', async () => {
    const w = world();
    const page = await openCreate(w, NARROW);
    const [contributor] = await lookup(w, 'contributor');
    const [sector] = await lookup(w, 'sector');
    await field(page, 'Name').fill('Refused Solution');
    await field(page, 'Creator').fill('Ani');
    await choose(page, 'Contributor', [contributor!.name]);
    await choose(page, 'Sector', [sector!.name]);

    let answer = { status: 409, body: { message: 'A solution with this name already exists' } as object };
    await page.route('**/api/catalog/solution', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'A solution with this name already exists' }).first().waitFor();
    await expectPath(page, '/create');

    answer = { status: 502, body: {} };
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create solution. Please try again.' }).first().waitFor();
    await expectPath(page, '/create');
  });
});

describe('dropdown and product picker states', () => {
  it('shows a failed list with Retry, which asks again with a cache-busting timestamp', async () => {
    const w = world();
    const page = await w.browser.newPage();
    const sectorCalls: string[] = [];
    await page.route('**/api/catalog/sector*', async (route) => {
      sectorCalls.push(route.request().url());
      if (!new URL(route.request().url()).searchParams.has('_')) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Unavailable' }),
        });
      } else {
        await route.continue();
      }
    });
    await page.route('**/api/catalog/arcgis_product*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Unavailable' }) }),
    );
    await signInWithToken(page, w, adminToken, '/create');
    await page.getByRole('button', { name: /^Sector / }).click();
    await expectText(page, 'Failed to load options. Please try again.');
    await expectAccessible(page, 'dropdown error');
    await page.getByRole('button', { name: 'Retry' }).click();
    const [first] = await lookup(w, 'sector');
    await page.getByRole('option', { name: first!.name }).waitFor();
    expect(sectorCalls.some((url) => /[?&]_=\d{13}/.test(url))).toBe(true);
    await expectAccessible(page, 'dropdown open with options');

    // Filtering to nothing.
    await page.getByRole('combobox', { name: 'Search sector' }).fill('zzzz');
    await expectText(page, 'No matching options found');
    await page.keyboard.press('Escape');

    await openTab(page, 'Details');
    await expectText(page, 'Failed to load ArcGIS products. Please try again later.');
  });
});

describe('editing and deleting a solution', () => {
  async function seedSolution(w: World, name: string): Promise<SolutionDetail> {
    const [contributor] = await lookup(w, 'contributor');
    const [sector] = await lookup(w, 'sector');
    const technologies = (await lookup(w, 'technology')).slice(0, 2);
    const form = new FormData();
    const fields: Record<string, string> = {
      name,
      creator: 'Citra Lestari',
      contributor_id: String(contributor!.id),
      sector_id: String(sector!.id),
      status: 'release_register',
      technology_ids: technologies.map((t) => t.id).join(','),
      storymap_url: 'https://storymaps.arcgis.com/stories/old',
      description: '<p>Original description</p>',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('images', new Blob([new Uint8Array(png(400, 300, [10, 60, 120]))], { type: 'image/png' }), 'first.png');
    form.append(
      'images',
      new Blob([new Uint8Array(png(400, 300, [120, 60, 10]))], { type: 'image/png' }),
      'second.png',
    );
    const response = await fetch(`${w.baseUrl}/api/catalog/solution`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: SolutionDetail }).data;
  }

  const detail = async (w: World, id: number) =>
    (await api<{ data: SolutionDetail }>(w, `/api/catalog/solution/${id}`)).body.data;
  const currentImages = (page: Page) => page.getByRole('list', { name: 'Current images' }).getByRole('listitem');

  it('edits fields and the storymap link, adds and removes images with their messages, and saves to the solution page', async () => {
    const w = world();
    const solution = await seedSolution(w, `Edit Me ${Date.now()}`);
    const page = await w.browser.newPage();
    await page.clock.install();
    await signInWithToken(page, w, adminToken, `/edit/${solution.id}`);
    await eventually(async () => expect(await field(page, 'Name').inputValue()).toBe(solution.name));
    await expectAccessible(page, 'edit: overview');
    expect(await currentImages(page).count()).toBe(2);

    // Add an image now: success text, the list reloads, and the message leaves after 3 s of the
    // page's clock, which only the test moves from here on.
    const uploaded = 'Images uploaded successfully. The page will refresh to show the new images.';
    await page.locator('input[type="file"]').setInputFiles([imageFile('third.png', png(400, 300, [60, 160, 60]))]);
    await stopPageClock(page);
    await page.getByRole('button', { name: 'Upload 1 image' }).click();
    await runClockUntil(page, textShown(page, uploaded), { stepMs: 1 });
    const shownFor = await runClockUntil(page, async () => !(await textShown(page, uploaded)()));
    expect(shownFor).toBeGreaterThanOrEqual(2_980);
    expect(shownFor).toBeLessThanOrEqual(3_100);
    await page.clock.resume();
    await eventually(async () => expect(await currentImages(page).count()).toBe(3));

    // Remove one of the stored images.
    await page.getByRole('button', { name: 'Delete image first.png' }).click();
    await expectText(page, 'Image deleted successfully');
    await eventually(async () => expect(await currentImages(page).count()).toBe(2));

    // A failed removal shows the server's message, and errors stay 5 s.
    await page.route('**/api/catalog/solution/images/*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Image not found' }),
      }),
    );
    await stopPageClock(page);
    await page.getByRole('button', { name: 'Delete image second.png' }).click();
    await runClockUntil(page, textShown(page, 'Image not found'), { stepMs: 1 });
    const errorFor = await runClockUntil(page, async () => !(await textShown(page, 'Image not found')()));
    expect(errorFor).toBeGreaterThanOrEqual(4_980);
    expect(errorFor).toBeLessThanOrEqual(5_100);
    await page.clock.resume();
    await page.unroute('**/api/catalog/solution/images/*');

    // Upload progress as a percentage, on a slowed connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.locator('input[type="file"]').setInputFiles([imageFile('noise.png', png(700, 500, [0, 0, 0], true))]);
    await page.getByRole('button', { name: 'Upload 1 image' }).click();
    const progress = page.getByRole('progressbar', { name: 'Image upload progress' });
    await progress.waitFor();
    const seen = new Set<string>();
    await eventually(async () => {
      const now = await progress.getAttribute('aria-valuetext', { timeout: 1_000 }).catch(() => null);
      if (now) seen.add(now);
      expect(await currentImages(page).count()).toBe(3);
    }, 20_000);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect([...seen].every((v) => /^\d{1,3}%$/.test(v))).toBe(true);
    expect(seen.size).toBeGreaterThan(1);

    // Field edits, including the storymap link the original client forgot to send.
    await field(page, 'Name').fill(`${solution.name} v2`);
    await openTab(page, 'Details');
    await expectAccessible(page, 'edit: details');
    await choose(page, 'Technologies', [solution.technology[0]!.name]); // toggles it off
    await openTab(page, 'Resources');
    await expectAccessible(page, 'edit: resources');
    await fillAndBlur(page, 'StoryMap URL', 'https://storymaps.arcgis.com/stories/new');

    // An image left waiting is sent with Save.
    await openTab(page, 'Overview');
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        imageFile(
          'fourth.gif',
          Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
          'image/gif',
        ),
      ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, `/solution/${solution.id}`);
    await expectText(page, 'Solution updated successfully');

    const saved = await detail(w, solution.id);
    expect(saved.name).toBe(`${solution.name} v2`);
    expect(saved.storymap_url).toBe('https://storymaps.arcgis.com/stories/new');
    expect(saved.technology.map((t) => t.id)).toEqual([solution.technology[1]!.id]);
    expect(saved.description).toBe('<p>Original description</p>');
    expect(saved.images.map((i) => i.name).sort()).toEqual(['fourth.gif', 'noise.png', 'second.png', 'third.png']);
  });

  it('deletes a solution only after the confirmation, and says so when the delete fails', async () => {
    const w = world();
    const solution = await seedSolution(w, `Delete Me ${Date.now()}`);
    const page = await w.browser.newPage(NARROW);
    await signInWithToken(page, w, adminToken, `/edit/${solution.id}`);
    await eventually(async () => expect(await field(page, 'Name').inputValue()).toBe(solution.name));

    await page.getByRole('button', { name: 'Delete Solution' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Solution' });
    await dialog
      .getByText(
        'Are you sure to delete this solution? This action cannot be undone. It can be restored from the trash for 30 days.',
      )
      .waitFor();
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api(w, `/api/catalog/solution/${solution.id}`)).status).toBe(200);

    const thisSolution = new RegExp(`/api/catalog/solution/${solution.id}/?$`);
    await page.route(thisSolution, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete Solution' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByText('Failed to delete solution. Please try again.').waitFor();
    await page.unroute(thisSolution);

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPath(page, '/solutions');
    expect((await api(w, `/api/catalog/solution/${solution.id}`)).status).toBe(404);
  });

  it('shows a skeleton and then "Error: ..." when the solution cannot be loaded', async () => {
    const w = world();
    const page = await w.browser.newPage();
    // Hold the answer back until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/catalog/solution/999999', async (route) => {
      await held;
      await route.continue();
    });
    await signInWithToken(page, w, adminToken, '/edit/999999');
    await page.getByRole('status').filter({ hasText: 'Loading solution...' }).waitFor({ state: 'attached' });
    expect(await page.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);
    release();
    await expectText(page, 'Error: Solution not found');
    await expectAccessible(page, 'edit: not found');
  });
});
