import { MEMBER_MESSAGES, MSG, SAVED_SEARCH_MAX, SAVED_SEARCH_NAME_MAX } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, listAnswer, TECHNOLOGIES } from '../../test/fixtures.ts';
import { answerList, onOperation, recordGets } from '../../test/recorded-requests.ts';
import { addressQuery, renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

/** The list page's own calls, answered with one card. */
function catalogue() {
  answerList('listIndustryGroups', INDUSTRIES);
  answerList('listTechnologies', TECHNOLOGIES);
  recordGets('listSolutions', () => listAnswer(['Flood Watch']));
}

/** `POST /api/saved-searches` answered by `answer`; the bodies sent are kept. */
function savedSearches(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    onOperation('createSavedSearch', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const created = () =>
  HttpResponse.json(
    {
      data: { id: 7, name: 'Floods', query: '', alert: true, created_at: '2026-01-01', updated_at: '2026-01-01' },
    } as JsonBodyType,
    { status: 201 },
  );

const LIST = '/solutions?industry_group=1&technology=2&order_by=-name&page_size=10&page=2&search=flood';
const VIEW = 'industry_group=1&technology=2&order_by=-name&search=flood';

async function openDialog(path = LIST) {
  catalogue();
  const view = renderApp(path, { as: 'user' });
  await view.user.click(await screen.findByRole('button', { name: 'Save search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save search' });
  return { ...view, dialog };
}

describe('saving the current search', () => {
  it('offers visitors the feed of the list but no saving', async () => {
    catalogue();
    renderApp(LIST);
    const feed = await screen.findByRole('link', { name: /^Feed/ });
    expect(feed.getAttribute('href')).toBe(`/feed.xml?${VIEW}`);
    const head = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(head?.getAttribute('href')).toBe(`/feed.xml?${VIEW}`);
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });

  it('sends the name, the alert and the list query without its page, then closes with a toast', async () => {
    const bodies = savedSearches(created);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Floods');
    await user.click(within(dialog).getByRole('checkbox', { name: /Email me new matches daily/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Floods', query: VIEW, alert: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await screen.findByRole('link', { name: 'See your saved searches' });
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(addressQuery()).toBe('');
  });

  it('checks the name before sending, and Cancel sends nothing', async () => {
    const bodies = savedSearches(created);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
    // The box takes no more than the rule allows.
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Name/);
    await user.type(name, 'x'.repeat(SAVED_SEARCH_NAME_MAX + 5));
    expect(name.value).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(within(dialog).queryByText(MSG.required)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
  });

  it.each([
    [
      'a name already taken, on the name',
      409,
      { message: MEMBER_MESSAGES.savedSearchNameTaken, errors: { name: MEMBER_MESSAGES.savedSearchNameTaken } },
      MEMBER_MESSAGES.savedSearchNameTaken,
      true,
    ],
    [
      'the limit of saved searches',
      409,
      { message: MEMBER_MESSAGES.savedSearchLimit({ max: SAVED_SEARCH_MAX }) },
      MEMBER_MESSAGES.savedSearchLimit({ max: SAVED_SEARCH_MAX }),
      false,
    ],
    [
      'a query the server refuses',
      400,
      { message: 'Invalid input', errors: { query: 'technology must be a comma-separated list of ids' } },
      'technology must be a comma-separated list of ids',
      false,
    ],
  ])('shows the server refusing %s in the dialog', async (_, status, answer, text, onName) => {
    savedSearches(() => HttpResponse.json(answer as JsonBodyType, { status }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Floods');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0));
    expect(within(dialog).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe(onName ? 'true' : null);
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeTruthy();
  });
});
