import { LIST_FETCH_DEBOUNCE_MS } from '@catalog/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INDUSTRIES, listAnswer, TECHNOLOGIES } from '../../test/fixtures.ts';
import { answerList, recordGets } from '../../test/recorded-requests.ts';
import { addressQuery, renderApp } from '../../test/render-app.tsx';

const names = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Solution ${from + i}`);

/** The catalogue API: the list answers by the asked page and search; facets count industries. */
function catalogue({ total = 25, matching = (search: string) => (search ? 2 : total) } = {}) {
  answerList('listIndustryGroups', INDUSTRIES);
  answerList('listTechnologies', TECHNOLOGIES);
  return recordGets('listSolutions', (url) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const count = matching(url.searchParams.get('search') ?? '');
    const onPage = Math.max(0, Math.min(10, count - (page - 1) * 10));
    return listAnswer(names((page - 1) * 10 + 1, onPage), {
      total: count,
      page,
      facets: {
        industry_group: [
          { id: 1, count: 4 },
          { id: 2, count: 0 },
          { id: 3, count: 9 },
        ],
      },
    });
  });
}

const cardNames = () =>
  screen.queryAllByTestId('solution-card').map((card) => within(card).getByRole('heading').textContent);
const queryOf = (url: URL | undefined) => url?.search.replace(/^\?/, '');

describe('the solutions list page', () => {
  // Typing into the box also asks for suggestions (docs/decisions/0183-search-suggestions.md): none here.
  beforeEach(() => answerList('suggestCatalog', []));

  it('shows the cards and the count of the first answer, asking for facets', async () => {
    const calls = catalogue();
    renderApp('/solutions');
    await waitFor(() => expect(cardNames()).toEqual(names(1, 10)));
    expect(screen.getByRole('heading', { name: /Solutions:/ }).textContent).toBe('Solutions: 25');
    expect(calls.map(queryOf)).toEqual(['facets=1']);
  });

  it('asks once, 500 ms after the last key, and then puts the search in the address bar', async () => {
    const calls = catalogue();
    const { user } = renderApp('/solutions');
    await waitFor(() => expect(calls).toHaveLength(1));

    const started = Date.now();
    await user.type(screen.getByRole('combobox', { name: 'Search solutions' }), 'flood');
    expect(calls).toHaveLength(1);
    expect(addressQuery()).toBe('');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIST_FETCH_DEBOUNCE_MS);
    expect(queryOf(calls[1])).toBe('search=flood&facets=1');
    await waitFor(() => expect(addressQuery()).toBe('search=flood'));
    await waitFor(() => expect(cardNames()).toEqual(names(1, 2)));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search solutions' }).value).toBe('flood');

    // Nothing more goes out once the pause is over.
    await act(() => new Promise((resolve) => setTimeout(resolve, LIST_FETCH_DEBOUNCE_MS + 100)));
    expect(calls).toHaveLength(2);
  });

  it('keeps the search box in step with the address bar on Back and Forward', async () => {
    catalogue();
    const { user } = renderApp('/solutions?search=forest');
    const box = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search solutions' });
    expect(box.value).toBe('forest');
    await user.clear(box);
    await user.type(box, 'river');
    await waitFor(() => expect(addressQuery()).toBe('search=river'));
    await act(() => window.history.back());
    await waitFor(() => expect(addressQuery()).toBe('search=forest'));
    await waitFor(() => expect(box.value).toBe('forest'));
  });

  it('filters by an industry from the panel, which shows each option with its count', async () => {
    const calls = catalogue();
    const { user } = renderApp('/solutions');
    const industry = await screen.findByRole('group', { name: /Industry/ });
    await waitFor(() => expect(within(industry).getAllByTestId('facet-count')).toHaveLength(3));
    const rows = within(industry)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['Agriculture4 solutions', 'Energy0 solutions', 'Forestry9 solutions']);

    await user.click(within(industry).getByRole('checkbox', { name: /Forestry/ }));
    expect(addressQuery()).toBe('industry_group=3');
    expect(within(industry).getByRole<HTMLInputElement>('checkbox', { name: /Forestry/ }).checked).toBe(true);
    await waitFor(() => expect(queryOf(calls.at(-1))).toBe('industry_group=3&facets=1'));
    expect(calls).toHaveLength(2);
  });

  it('pages forward with the page in the address bar and the request', async () => {
    const calls = catalogue({ total: 25 });
    const { user } = renderApp('/solutions');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(addressQuery()).toBe('page_size=10&page=2');
    await waitFor(() => expect(cardNames()).toEqual(names(11, 10)));
    expect(queryOf(calls.at(-1))).toBe('page_size=10&page=2&facets=1');
    expect(within(pagination).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(names(21, 5)));
    expect(within(pagination).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('says when nothing matches and clears the search and filters on request', async () => {
    const calls = catalogue({ matching: (search) => (search === 'zzz' ? 0 : 25) });
    const { user } = renderApp('/solutions?search=zzz&technology=11');
    expect(await screen.findByText('No solutions found. Try adjusting your filters.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Solutions:/ }).textContent).toBe('Solutions: 0');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(addressQuery()).toBe('');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search solutions' }).value).toBe('');
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    expect(queryOf(calls.at(-1))).toBe('facets=1');
  });

  it('reads a hand-edited address leniently, sending only what the API accepts', async () => {
    const calls = catalogue();
    renderApp('/solutions?technology=11,x,-2,011&status=review&order_by=price&page=0&page_size=1000&search=forest');
    await waitFor(() => expect(calls).toHaveLength(1));
    // A visitor has no status filter; the other bad values are left out, ids in their plain form.
    expect(queryOf(calls[0])).toBe('technology=11&search=forest&facets=1');
  });
});
