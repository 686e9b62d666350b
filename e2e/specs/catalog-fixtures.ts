/**
 * Helpers of the catalogue and solution-page specs: calls to the real API (as a visitor, user or
 * admin) to learn what a page should show, and solutions made through the admin API.
 */
import type { SolutionDetail, SolutionListResponse } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from '../support/page-helpers.ts';
import type { World } from '../support/world.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };

async function call<T>(world: World, path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(world.baseUrl + path, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The list as the API gives it to this caller for a query string (without the leading '?'). */
export const apiList = (world: World, query: string, token?: string) =>
  call<SolutionListResponse>(world, `/api/catalog/solution${query ? `?${query}` : ''}`, token);

export const apiDetail = (world: World, id: number, token?: string) =>
  call<{ data: SolutionDetail }>(world, `/api/catalog/solution/${id}`, token).then((r) => r.data);

export const apiLookup = (world: World, path: string) =>
  call<{ data: Array<{ id: number | string; name: string }> }>(world, `/api/catalog/${path}`).then((r) => r.data);

/** A solution made through the admin API; `fields` are the multipart form fields of docs/product.md §6.5. */
export async function createSolution(
  world: World,
  adminToken: string,
  fields: Record<string, string>,
): Promise<SolutionDetail> {
  const [contributor] = await apiLookup(world, 'contributor');
  const [sector] = await apiLookup(world, 'sector');
  const form = new FormData();
  const all = {
    creator: 'Test Author',
    contributor_id: String(contributor!.id),
    sector_id: String(sector!.id),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  const json = await call<{ data: SolutionDetail }>(world, '/api/catalog/solution', adminToken, {
    method: 'POST',
    body: form,
  });
  return json.data;
}

export const deleteSolution = (world: World, adminToken: string, id: number) =>
  call(world, `/api/catalog/solution/${id}`, adminToken, { method: 'DELETE' });

/** Ids of the cards on screen, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('[data-testid="solution-card"] h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.replace('/solution/', '')));
}

/** The number after 'Solutions: ' on screen. */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.locator('#results-heading').innerText();
  return Number(text.replace('Solutions:', '').trim());
}

/** The page's query string, without '?'. */
export const queryOf = (page: Page) => new URL(page.url()).search.replace(/^\?/, '');

/**
 * Waits until the grid shows what the API answers for the page's current address, and returns
 * that answer: the page's own query is what must have been asked for.
 */
export async function expectListMatchesApi(page: Page, world: World, token?: string): Promise<SolutionListResponse> {
  let expected: SolutionListResponse | undefined;
  await eventually(async () => {
    expected = await apiList(world, queryOf(page), token);
    expect(await cardIds(page)).toEqual(expected.data.map((s) => s.id));
    expect(await shownTotal(page)).toBe(expected.pagination.total);
    expect(await page.locator('section[aria-busy="true"]').count()).toBe(0);
  }, 10_000);
  return expected!;
}

/** The sign-in modal's panel (the dialog element itself has no box of its own). */
export const signInModal = (page: Page) => page.getByTestId('sign-in-modal');

/**
 * Opens a page signed in with `token`, or as a visitor. On the list, a visitor's sign-in modal
 * (whose timing has a test of its own) is brought forward and closed once loaded, which leaves
 * 15 s without it; should it come back in the way of an action, it is closed again.
 */
export async function openAs(world: World, page: Page, path: string, token?: string) {
  if (token) {
    await page.goto(world.baseUrl + '/undermaintenance');
    await page.evaluate((t) => localStorage.setItem('authinfo', JSON.stringify({ token: t })), token);
    await page.goto(world.baseUrl + path);
    return;
  }
  if (!path.startsWith('/solutions')) {
    await page.goto(world.baseUrl + path);
    return;
  }
  const modal = signInModal(page);
  const close = async () => modal.getByRole('button', { name: 'Close' }).click();
  await page.clock.install();
  await page.goto(world.baseUrl + path);
  await page.locator('#results-heading').waitFor();
  await page.clock.fastForward(2_000);
  await modal.waitFor();
  await close();
  await modal.waitFor({ state: 'detached' });
  await page.addLocatorHandler(modal, close);
}

export const filterGroup = (page: Page, title: string) =>
  page.locator('#filter-panel fieldset').filter({ has: page.locator('legend', { hasText: title }) });

/** The option of a filter group by its label, e.g. ('Industry', 'Agriculture'). */
export const option = (page: Page, group: string, name: string) =>
  filterGroup(page, group).locator('label').filter({ hasText: name });

export async function facetCount(page: Page, group: string, name: string): Promise<number> {
  const text = await option(page, group, name).getByTestId('facet-count').innerText();
  return Number(text.replace(/\D+/g, ''));
}

/**
 * Opens `path` as the client draws it after a navigation inside the app, so the page makes its
 * own requests and a test can intercept them (a first load arrives drawn by the server, with the
 * data it shows: docs/decisions/0124).
 */
export async function openInClient(world: World, page: Page, path: string) {
  await page.goto(world.baseUrl + '/undermaintenance');
  await page.locator('main').waitFor();
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'test', idx: 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
