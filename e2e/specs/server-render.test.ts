import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, watchConsole } from '../support/page-helpers.ts';
import { activeAccountWithToken, apiToken, useWorld } from '../support/world.ts';
import { ADMIN, apiList, createSolution, openAs, option } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let userToken: string;
let shownId: number;
let shownName: string;
let membersOnly: { id: number; name: string };

beforeAll(async () => {
  userToken = (await activeAccountWithToken(world(), 'Rina Wulandari')).token;
  const adminToken = await apiToken(world(), ADMIN);
  const first = (await apiList(world(), 'page_size=1')).data[0]!;
  shownId = first.id;
  shownName = first.name;
  const created = await createSolution(world(), adminToken, {
    name: 'Members Harbour Planner',
    description: 'Plans berths for members.',
    status: 'release_register',
  });
  membersOnly = { id: created.id, name: created.name };
});

const heading = (page: Page) => page.locator('main h1').first().innerText();

describe('public pages without JavaScript', () => {
  const read = async (path: string) => {
    const page = await world().browser.newPage(undefined, { javaScriptEnabled: false });
    const res = await page.goto(world().baseUrl + path);
    return { page, status: res?.status() };
  };

  it('show the hero, the cards with facet counts, and the solution', async () => {
    const home = await read('/');
    expect(home.status).toBe(200);
    expect(await home.page.locator('#hero-title').innerText()).toContain('Geospatial Solution Development');

    const list = await read('/solutions');
    expect(list.status).toBe(200);
    expect(await list.page.getByTestId('solution-card').count()).toBeGreaterThan(0);
    expect(await list.page.getByTestId('facet-count').count()).toBeGreaterThan(0);

    const solution = await read(`/solution/${shownId}`);
    expect(solution.status).toBe(200);
    expect(await heading(solution.page)).toBe(shownName);
  });

  it('show the not-found content with a 404 for a members-only solution and an unknown path', async () => {
    const hidden = await read(`/solution/${membersOnly.id}`);
    expect(hidden.status).toBe(404);
    expect(await heading(hidden.page)).toBe('Solution not found');
    const unknown = await read('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await heading(unknown.page)).toBe('Lost in Space?');
  });
});

/** Nothing drawn twice: hydration took the server's markup over instead of adding to it. */
async function expectOneApp(page: Page) {
  expect(await page.locator('#root > *').count()).toBe(1);
  expect(await page.locator('main').count()).toBe(1);
  expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
}

describe.each([
  ['a visitor', () => undefined],
  ['a signed-in user', () => userToken],
])('hydration for %s', (_who, token) => {
  it('takes over the three pages without a console warning or error', async () => {
    for (const [path, ready] of [
      ['/', (page: Page) => page.locator('#hero-title').waitFor()],
      ['/solutions', (page: Page) => page.getByTestId('solution-card').first().waitFor()],
      [`/solution/${shownId}`, (page: Page) => page.locator('main h1', { hasText: shownName }).waitFor()],
    ] as const) {
      const page = await world().browser.newPage();
      const problems = watchConsole(page);
      await openAs(world(), page, path, token());
      await ready(page);
      await page.waitForLoadState('networkidle');
      if (token()) await page.getByTestId('nav-identity').waitFor();
      await expectOneApp(page);
      expect(problems, path).toEqual([]);
    }
  });

  it('leaves the list interactive: a filter click narrows the cards', async () => {
    const page = await world().browser.newPage();
    const problems = watchConsole(page);
    await openAs(world(), page, '/solutions', token());
    await page.getByTestId('solution-card').first().waitFor();
    const label = option(page, 'Technology', '').first();
    const name = (await label.locator('span').first().innerText()).trim();
    await label.locator('input').check();
    await eventually(() => expect(new URL(page.url()).searchParams.get('technology')).toMatch(/^\d+$/));
    const technology = new URL(page.url()).searchParams.get('technology')!;
    const expected = await apiList(world(), `technology=${technology}`, token());
    await eventually(async () => expect(await page.getByTestId('solution-card').count()).toBe(expected.data.length));
    expect(name.length).toBeGreaterThan(0);
    await expectOneApp(page);
    expect(problems).toEqual([]);
  });
});

describe('a members-only solution opened by a signed-in user', () => {
  it('arrives as the 404 markup and shows the solution once the session applies', async () => {
    const page = await world().browser.newPage();
    const problems = watchConsole(page);
    await openAs(world(), page, `/solution/${membersOnly.id}`, userToken);
    await page.locator('main h1', { hasText: membersOnly.name }).waitFor();
    await expectOneApp(page);
    // The document itself answered 404, which the browser reports; nothing else went wrong.
    expect(problems.filter((p) => !p.includes(`/solution/${membersOnly.id} `) && !p.includes('404'))).toEqual([]);
  });
});
