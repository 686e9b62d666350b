import { AUTH_STORAGE_KEY, MEMBER_MESSAGES, type MemberProfile, MSG, type SavedSearch } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../test/field-error.ts';
import { INDUSTRIES, TECHNOLOGIES, memberProfile } from '../../test/fixtures.ts';
import { answerList, onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

const WRONG_PASSWORD = { message: MEMBER_MESSAGES.passwordWrong, errors: { password: MEMBER_MESSAGES.passwordWrong } };

/**
 * The API of the members' area for the signed-in user of renderApp: the stored profile, saved
 * searches and enquiries, and every write it was sent. `answer` may replace the answer of a write.
 */
function membersApi({
  searches = [] as SavedSearch[],
  answer = {} as Partial<Record<'update' | 'delete', (body: Record<string, unknown>) => Response | undefined>>,
} = {}) {
  let stored: MemberProfile = memberProfile();
  const sent = { updates: [] as Array<Record<string, unknown>>, deletes: [] as Array<Record<string, unknown>> };
  server.use(
    onOperation('getProfile', () => HttpResponse.json({ data: stored })),
    onOperation('listSavedSearches', () => HttpResponse.json({ data: searches })),
    onOperation('listMyEnquiries', () => HttpResponse.json({ data: [] })),
    onOperation('updateProfile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.updates.push(body);
      const refused = answer.update?.(body);
      if (refused) return refused;
      stored = { ...stored, ...body };
      return HttpResponse.json({ data: stored });
    }),
    onOperation('deleteAccount', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.deletes.push(body);
      return answer.delete?.(body) ?? HttpResponse.json({ message: MEMBER_MESSAGES.accountDeleted });
    }),
  );
  return sent;
}

async function openProfile() {
  const app = renderApp('/profile', { as: 'user' });
  // The first visit transforms the page's code, sections and texts, which a busy machine can take
  // long over; the later visits of the file find the page at once.
  const form = await screen.findByRole('form', { name: 'Profile' }, { timeout: 80_000 });
  const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label, { selector: 'input' });
  return { ...app, form, field };
}

describe('the profile form', () => {
  it('checks each field with the shared rules when it is left and on submit, and sends nothing while one fails', async () => {
    const sent = membersApi();
    const { user, form, field } = await openProfile();
    expect(field('Full Name').value).toBe('Rina Wulandari');
    expect(field('Email').readOnly).toBe(true);

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Ri');
    await user.tab();
    await waitFor(() => expect(fieldError(field('Full Name'))).toBe(MSG.fullNameLength));

    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '12345');
    await user.tab();
    await waitFor(() => expect(fieldError(field('Phone Number'))).toBe(MSG.phoneInvalid));
    expect(field('Phone Number').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(MSG.toastCorrectErrors)).toBeTruthy();
    expect(sent.updates).toEqual([]);

    // Typing clears that field's message at once.
    await user.type(field('Full Name'), 'na');
    expect(fieldError(field('Full Name'))).toBeUndefined();
    expect(fieldError(field('Phone Number'))).toBe(MSG.phoneInvalid);
  }, 120_000);

  it('shows the server’s field errors at their fields, then saves, and the nav shows the new name', async () => {
    let refuse = true;
    const sent = membersApi({
      answer: {
        update: () =>
          refuse
            ? HttpResponse.json(
                {
                  message: 'Some fields are not valid',
                  errors: { company: 'Company should be at most 100 characters' },
                },
                { status: 400 },
              )
            : undefined,
      },
    });
    const { user, form, field } = await openProfile();
    expect(screen.getByTestId('nav-identity').textContent).toContain('Rina Wulandari');

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Rina Putri');
    await user.type(field('Company or Organization'), 'PT Peta Nusantara');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(fieldError(field('Company or Organization'))).toBe('Company should be at most 100 characters'),
    );
    expect(within(form).getByRole('alert').textContent).toBe('Some fields are not valid');
    expect(screen.getByTestId('nav-identity').textContent).toContain('Rina Wulandari');

    refuse = false;
    await user.click(await within(form).findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(MEMBER_MESSAGES.profileSaved)).toBeTruthy();
    expect(sent.updates.at(-1)).toEqual({
      full_name: 'Rina Putri',
      phone: '081234567890',
      company: 'PT Peta Nusantara',
      position: '',
    });
    // The token still says "Rina Wulandari"; the nav follows the profile, after a reload too.
    await waitFor(() => expect(screen.getByTestId('nav-identity').textContent).toContain('Rina Putri'));
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ name: 'Rina Putri' });
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

const HOME_PAGE_WAIT_MS = 45_000;

describe('deleting the account', () => {
  it(
    'asks for the password in a dialog, shows a wrong one at the field, and on success signs out and goes home',
    async () => {
      const sent = membersApi({
        answer: {
          delete: (body) =>
            body.password === 'Passw0rd!x' ? undefined : HttpResponse.json(WRONG_PASSWORD, { status: 400 }),
        },
      });
      const { user } = await openProfile();
      const opener = screen.getByRole('button', { name: 'Delete account' });
      await user.click(opener);
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      const password = within(dialog).getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
      await waitFor(() => expect(document.activeElement).toBe(password));

      await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      await waitFor(() => expect(fieldError(password)).toBe(MSG.passwordRequired));
      expect(sent.deletes).toEqual([]);

      await user.type(password, 'Wrong-pass1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      await waitFor(() => expect(fieldError(password)).toBe(MEMBER_MESSAGES.passwordWrong));
      expect(sent.deletes).toEqual([{ password: 'Wrong-pass1' }]);
      expect(window.location.pathname).toBe('/profile');
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();

      // Cancel closes it and gives the focus back; it opens again empty.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
      await user.click(opener);
      const again = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      const field = within(again).getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
      expect(field.value).toBe('');
      expect(fieldError(field)).toBeUndefined();

      await user.type(field, 'Passw0rd!x');
      await user.click(within(again).getByRole('button', { name: 'Delete account' }));
      // The home page's code is loaded (and, in a test run, first compiled) on the way: a busy
      // machine may need longer than the usual wait.
      await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: HOME_PAGE_WAIT_MS });
      expect(await screen.findByText(MEMBER_MESSAGES.accountDeleted)).toBeTruthy();
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
      expect(sent.deletes.at(-1)).toEqual({ password: 'Passw0rd!x' });
      expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    },
    2 * HOME_PAGE_WAIT_MS,
  );
});

describe('saved searches', () => {
  const search = (id: number, name: string, query: string, alert = false): SavedSearch => ({
    id,
    name,
    query,
    alert,
    created_at: '2025-03-01T00:00:00.000Z',
    updated_at: '2025-03-01T00:00:00.000Z',
  });

  it('lists each search in words with a link to the list, and renames one, showing a taken name at the field', async () => {
    answerList('listIndustryGroups', INDUSTRIES);
    answerList('listTechnologies', TECHNOLOGIES);
    const searches = [
      search(1, 'Flood watch', 'search=flood&industry_group=2,3&order_by=-name', true),
      search(2, 'Everything', ''),
    ];
    membersApi({ searches });
    const renames: string[] = [];
    server.use(
      onOperation('updateSavedSearch', async ({ params, request }) => {
        const body = (await request.json()) as SavedSearch;
        renames.push(`${String(params.id)} ${body.name} ${body.query} ${body.alert}`);
        if (body.name === 'Everything')
          return HttpResponse.json(
            { message: MEMBER_MESSAGES.savedSearchNameTaken, errors: { name: MEMBER_MESSAGES.savedSearchNameTaken } },
            { status: 409 },
          );
        const saved = { ...searches[0]!, name: body.name };
        searches[0] = saved;
        return HttpResponse.json({ data: saved });
      }),
    );
    const { user } = renderApp('/profile', { as: 'user' });
    const rows = await screen.findAllByTestId('saved-search');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[0]!.textContent).toContain('Industry: Energy, Forestry'));
    expect(rows[0]!.textContent).toContain('Search “flood”');
    expect(rows[0]!.textContent).toContain('Name Z to A');
    expect(rows[1]!.textContent).toContain('All solutions');
    expect(within(rows[0]!).getByRole('link', { name: 'Open “Flood watch”' }).getAttribute('href')).toBe(
      '/solutions?search=flood&industry_group=2,3&order_by=-name',
    );
    expect(
      within(rows[0]!).getByRole('switch', { name: 'Daily digest for “Flood watch”' }).getAttribute('aria-checked'),
    ).toBe('true');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Rename “Flood watch”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Name', { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Everything');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(name)).toBe(MEMBER_MESSAGES.savedSearchNameTaken));

    await user.clear(name);
    await user.type(name, 'Floods');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('saved-search')[0]!.textContent).toContain('Floods'));
    // The rest of the search goes back as it was.
    expect(renames).toEqual([
      '1 Everything search=flood&industry_group=2,3&order_by=-name true',
      '1 Floods search=flood&industry_group=2,3&order_by=-name true',
    ]);
  });
});
