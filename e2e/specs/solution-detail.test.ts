import type { SolutionDetail } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectPath, expectText } from '../support/page-helpers.ts';
import { activeAccountWithToken, apiToken, useWorld } from '../support/world.ts';
import { ADMIN, apiDetail, apiList, createSolution, openAs, openInClient } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let userToken: string;
let adminToken: string;
/** A public solution with several pictures and a YouTube video. */
let showcase: SolutionDetail;

beforeAll(async () => {
  userToken = (await activeAccountWithToken(world(), 'Bayu Nugroho')).token;
  adminToken = await apiToken(world(), ADMIN);
  const list = await apiList(world(), 'page_size=100');
  for (const summary of list.data) {
    const detail = await apiDetail(world(), summary.id);
    if (detail.images.length >= 2 && /youtu/.test(detail.video_url)) {
      showcase = detail;
      break;
    }
  }
  expect(showcase, 'the demo catalogue has a public solution with pictures and a video').toBeDefined();
});

async function open(path: string, token?: string, viewport = WIDE) {
  const page = await world().browser.newPage(viewport);
  await openAs(world(), page, path, token);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const block = (page: Page, testId: string) => page.getByTestId(testId);
const caption = async (page: Page) =>
  (await page.getByTestId('carousel-caption').innerText()).replace(/\s+/g, ' ').trim();
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);

describe('the solution page', () => {
  it('shows a visitor the header, the sections, the public sidebar and no member blocks', async () => {
    const page = await open(`/solution/${showcase.id}`);
    await expectText(page, 'GIS Solutions');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(showcase.name);
    expect(await page.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe('/solutions');
    expect(await page.getByRole('link', { name: 'Edit Solution' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Request Demo & Enquiry' }).count()).toBe(0);

    // Overview, then Benefits open and Challenges, Features or Capabilities collapsed.
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const benefits = page.getByRole('button', { name: 'Benefits' });
    const challenges = page.getByRole('button', { name: 'Challenges' });
    const features = page.getByRole('button', { name: 'Features or Capabilities' });
    expect(await benefits.getAttribute('aria-expanded')).toBe('true');
    expect(await challenges.getAttribute('aria-expanded')).toBe('false');
    expect(await features.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('section-benefit').locator('li').count()).toBeGreaterThan(0);
    await challenges.click();
    expect(await challenges.getAttribute('aria-expanded')).toBe('true');
    expect((await page.getByTestId('section-challenge').innerText()).length).toBeGreaterThan(20);
    await benefits.click();
    expect(await benefits.getAttribute('aria-expanded')).toBe('false');

    // Sidebar: industries, products, contributors with their initials.
    const developed = await block(page, 'developed-for').locator('li').allInnerTexts();
    expect(developed).toEqual(showcase.industry.map((i) => i.name));
    const available = await block(page, 'available-for').locator('li').allInnerTexts();
    expect(available.map((t) => t.trim())).toEqual(showcase.arcgis_product.map((p) => p.name));
    const names = showcase.creator.split(',').map((n) => n.trim());
    const contributors = block(page, 'contributors').locator('li');
    expect(await contributors.count()).toBe(names.length);
    for (let i = 0; i < names.length; i++) {
      expect(await contributors.nth(i).innerText()).toContain(names[i]);
      expect(await contributors.nth(i).getByTestId('contributor-initials').innerText()).toBe(initials(names[i]!));
    }

    // Visitors get none of the signed-in or admin blocks (and the server sent none of it).
    for (const id of [
      'solution-status',
      'hardware',
      'storymap-url',
      'application-url',
      'presentation-url',
      'repository-url',
    ]) {
      expect(await block(page, id).count(), id).toBe(0);
    }
    for (const text of ['Solution Status', 'Hardware Requirement', 'StoryMap URL', 'Application URL']) {
      expect(await page.getByRole('heading', { name: text }).count(), text).toBe(0);
    }
    expect(
      await page.getByTestId('members-teaser').getByRole('link', { name: 'Sign in' }).getAttribute('href'),
    ).toMatch(/^\/sign\/in/);
    await expectAccessible(page, 'solution page (visitor, wide)');
  });

  it('goes back to the list it was opened from', async () => {
    const page = await world().browser.newPage();
    await openAs(world(), page, '/solutions?technology=1,2,3&order_by=name&page_size=2&page=2');
    const card = page.locator('[data-testid="solution-card"] h3 a').first();
    await card.waitFor();
    const href = await card.getAttribute('href');
    await card.click();
    await expectPath(page, href!);
    await page.getByRole('link', { name: 'Back to List' }).click();
    await expectPath(page, '/solutions?technology=1,2,3&order_by=name&page_size=2&page=2');
  });

  it('shows a user the status, hardware and links, and the enquiry link with the solution', async () => {
    const detail = await apiDetail(world(), showcase.id, userToken);
    const page = await open(`/solution/${showcase.id}`, userToken);
    const statusName = { release_public: 'Release Public', release_register: 'Release Register' }[
      detail.status as string
    ];
    // The page arrives drawn for a visitor; the member's fields follow once the session applies.
    await eventually(async () => expect(await block(page, 'solution-status').innerText()).toContain(statusName));
    const hardware = (await block(page, 'hardware').innerText()).replace(/\s+/g, ' ');
    const hw = detail.hardware!;
    expect(hardware).toContain(`CPU ${hw.cpu_core} ${hw.cpu_core === 1 ? 'Core' : 'Cores'}`);
    expect(hardware).toContain(`Memory ${hw.ram} GB`);
    expect(hardware).toContain(`Storage ${hw.storage} GB`);
    expect(hardware).toContain(`GPU ${hw.gpu} GB`);
    for (const [id, url] of [
      ['storymap-url', detail.storymap_url],
      ['application-url', detail.application_demo_url],
    ] as const) {
      const link = block(page, id).locator('a');
      if (url) {
        expect(await link.getAttribute('href')).toBe(url);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      } else {
        expect(await block(page, id).innerText()).toContain('No information yet');
      }
    }
    expect(await block(page, 'presentation-url').count()).toBe(0);
    expect(await block(page, 'repository-url').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit Solution' }).count()).toBe(0);
    await expectAccessible(page, 'solution page (user)');

    await page.getByRole('link', { name: 'Request Demo & Enquiry' }).click();
    await expectPath(page, `/enquiry/${showcase.id}`);
    const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ solution_id: showcase.id, solution_name: showcase.name });
  });

  it('shows an admin the presentation and repository links and the edit button', async () => {
    const all = await apiList(world(), 'page_size=100', adminToken);
    let withLinks: SolutionDetail | undefined;
    for (const s of all.data) {
      const d = await apiDetail(world(), s.id, adminToken);
      if (d.presentation_url && d.repository_url) {
        withLinks = d;
        break;
      }
    }
    expect(withLinks).toBeDefined();
    const page = await open(`/solution/${withLinks!.id}`, adminToken);
    expect(await block(page, 'presentation-url').locator('a').getAttribute('href')).toBe(withLinks!.presentation_url);
    expect(await block(page, 'repository-url').locator('a').getAttribute('href')).toBe(withLinks!.repository_url);
    await block(page, 'solution-status').waitFor();
    await block(page, 'hardware').waitFor();
    expect(await page.getByRole('link', { name: 'Request Demo & Enquiry' }).count()).toBe(0);
    await expectAccessible(page, 'solution page (admin)');
    await page.getByRole('link', { name: 'Edit Solution' }).click();
    await expectPath(page, `/edit/${withLinks!.id}`);
  });

  it('runs the carousel: previous, next and thumbnails wrap at both ends; arrow keys work', async () => {
    const page = await open(`/solution/${showcase.id}`);
    const total = showcase.images.length + 1;
    const first = showcase.images[0]!;
    expect(await caption(page)).toBe(`${first.name} 1 / ${total}`);
    expect(await page.getByTestId('carousel-slide').locator('img').getAttribute('src')).toBe(first.image_url);

    // Previous from the first slide wraps to the last: the video.
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await caption(page)).toBe(`Video ${total} / ${total}`);
    const frame = page.getByTestId('carousel-slide').locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    expect(await frame.getAttribute('title')).toBe(`Video: ${showcase.name}`);
    // Next from the last wraps to the first.
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await caption(page)).toBe(`${first.name} 1 / ${total}`);

    // Thumbnails choose a slide and mark it.
    const thumbs = page.getByRole('list', { name: 'Slides' }).getByRole('button');
    expect(await thumbs.count()).toBe(total);
    await thumbs.nth(1).click();
    expect(await caption(page)).toBe(`${showcase.images[1]!.name} 2 / ${total}`);
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBeNull();

    // Keyboard: arrows move (and wrap) while focus is in the carousel.
    await thumbs.nth(0).click();
    await page.keyboard.press('ArrowLeft');
    expect(await caption(page)).toBe(`Video ${total} / ${total}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Show slide ${total}: Video`,
    );
    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toBe(`${first.name} 1 / ${total}`);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toBe(`${showcase.images[1]!.name} 2 / ${total}`);
    await page.keyboard.press('End');
    expect(await caption(page)).toBe(`Video ${total} / ${total}`);
    await page.keyboard.press('Home');
    expect(await caption(page)).toBe(`${first.name} 1 / ${total}`);
  });

  it('shows the empty texts, the placeholder picture and zero hardware for an empty solution', async () => {
    const empty = await createSolution(world(), adminToken, {
      name: 'Bare Minimum Solution',
      status: 'release_public',
    });
    const page = await open(`/solution/${empty.id}`, adminToken);
    const placeholder = page.getByTestId('carousel-placeholder');
    expect(await placeholder.innerText()).toContain('No images yet');
    expect(
      await placeholder.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expectText(page, 'No overview description yet');
    await expectText(page, 'No benefits description yet');
    await page.getByRole('button', { name: 'Challenges' }).click();
    await expectText(page, 'No challenges description yet');
    await page.getByRole('button', { name: 'Features or Capabilities' }).click();
    await expectText(page, 'No features description yet');
    for (const id of [
      'developed-for',
      'available-for',
      'storymap-url',
      'application-url',
      'presentation-url',
      'repository-url',
    ]) {
      expect(await block(page, id).innerText(), id).toContain('No information yet');
    }
    expect(await block(page, 'contributors').innerText()).toContain('Test Author');
    const hardware = (await block(page, 'hardware').innerText()).replace(/\s+/g, ' ');
    expect(hardware).toContain('CPU 0 Cores');
    expect(hardware).toContain('Memory 0 GB');
    expect(hardware).toContain('Storage 0 GB');
    expect(hardware).toContain('GPU 0 GB');
    await expectAccessible(page, 'solution page (empty)');
  });

  it('shows multi-line plain text as a bullet list', async () => {
    const made = await createSolution(world(), adminToken, {
      name: 'Plain Text Benefits',
      status: 'release_public',
      benefit: 'Faster response\nLower cost for R&D teams\n\n  - Fewer site visits  ',
      description: 'One paragraph of plain text.',
    });
    const page = await open(`/solution/${made.id}`);
    const items = await page.getByTestId('section-benefit').locator('li').allInnerTexts();
    expect(items).toEqual(['Faster response', 'Lower cost for R&D teams', 'Fewer site visits']);
    await expectText(page, 'One paragraph of plain text.');
  });

  it('sanitises rich text with the detail allow-list even when the server sent something else', async () => {
    const real = await apiDetail(world(), showcase.id);
    const crafted = {
      ...real,
      description:
        '<p>Kept <strong>strong</strong> <em>em</em> <u>u</u> <span style="color: #b91c1c; position: fixed; background: url(x)">red</span></p>' +
        '<script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'img\'"><iframe src="https://example.com"></iframe>' +
        '<style>body { display: none }</style><a href="javascript:window.__pwned=1">bad link</a> <a href="https://example.com/ok" target="_blank">good link</a>' +
        '<table><tr><td>cell text</td></tr></table>',
    };
    const page = await world().browser.newPage();
    await page.route(new RegExp(`/api/catalog/solution/${showcase.id}$`), (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: crafted }) }),
    );
    await openInClient(world(), page, `/solution/${showcase.id}`);
    const overview = page.getByRole('heading', { name: 'Overview' }).locator('xpath=..');
    await overview.getByText('Kept').waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await overview.locator('script, img, iframe, style, table, td').count()).toBe(0);
    expect(await overview.innerText()).toContain('cell text');
    expect(await overview.locator('strong').innerText()).toBe('strong');
    expect(await overview.locator('u').innerText()).toBe('u');
    expect(await overview.locator('span', { hasText: 'red' }).getAttribute('style')).toBe('color: #b91c1c');
    expect(await overview.getByText('bad link').getAttribute('href')).toBeNull();
    const good = overview.getByRole('link', { name: 'good link' });
    expect(await good.getAttribute('href')).toBe('https://example.com/ok');
    expect(await good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  });

  it('shows a skeleton while loading, the error message or fallback, and a not-found state', async () => {
    const page = await world().browser.newPage();
    let release: () => void = () => undefined;
    await page.route(new RegExp(`/api/catalog/solution/${showcase.id}$`), async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue().catch(() => undefined);
    });
    await openInClient(world(), page, `/solution/${showcase.id}`);
    await page.getByRole('status').filter({ hasText: 'Loading solution...' }).waitFor({ state: 'attached' });
    await expectText(page, 'GIS Solutions');
    release();
    await page.getByRole('heading', { level: 1, name: showcase.name }).waitFor();
    await page.unroute(new RegExp(`/api/catalog/solution/${showcase.id}$`));

    await page.route(/\/api\/catalog\/solution\/\d+$/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'id must be a positive whole number' }),
      }),
    );
    await openInClient(world(), page, `/solution/${showcase.id}`);
    await expectText(page, 'id must be a positive whole number');
    await page.unroute(/\/api\/catalog\/solution\/\d+$/);
    await page.route(/\/api\/catalog\/solution\/\d+$/, (route) => route.fulfill({ status: 409, body: '' }));
    await openInClient(world(), page, `/solution/${showcase.id}`);
    await expectText(page, 'Failed to fetch solution');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.unroute(/\/api\/catalog\/solution\/\d+$/);

    for (const path of ['/solution/999999', '/solution/abc']) {
      await page.goto(world().baseUrl + path);
      await page.getByTestId('solution-not-found').waitFor();
      await expectText(page, 'Solution not found');
      expect(await page.getByRole('link', { name: 'Back to List' }).getAttribute('href')).toBe('/solutions');
    }
    await expectAccessible(page, 'solution not found');

    // A solution visitors may not see is not found for them, and found for an admin.
    const hidden = await createSolution(world(), adminToken, { name: 'Still In Development', status: 'development' });
    await page.goto(`${world().baseUrl}/solution/${hidden.id}`);
    await page.getByTestId('solution-not-found').waitFor();
    // The server draws the visitor's not-found page; the admin's session then asks again.
    const admin = await world().browser.newPage(WIDE);
    await openAs(world(), admin, `/solution/${hidden.id}`, adminToken);
    await admin.getByRole('heading', { level: 1, name: 'Still In Development' }).waitFor();
    expect(await block(admin, 'solution-status').innerText()).toContain('Development');
  });

  it('fits a small screen', async () => {
    const page = await open(`/solution/${showcase.id}`, userToken, NARROW);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(NARROW.width);
    await eventually(async () => expect(await page.getByTestId('carousel').isVisible()).toBe(true));
    await expectAccessible(page, 'solution page (user, narrow)');
  });
});
