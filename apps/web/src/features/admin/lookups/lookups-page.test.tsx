import type { AdminLookupItem } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onOperation } from '../../../test/recorded-requests.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

/**
 * The back office's lookup API over a small store: lists by kind with their usage counts, adds
 * refusing a name already there (409, whatever its case), deletes refusing a value in use unless
 * it is merged, and records what each call sent.
 */
function lookupApi() {
  const store: Record<string, AdminLookupItem[]> = {
    industry: [
      { id: 1, name: 'Agriculture', usage_count: 3 },
      { id: 2, name: 'Energy', usage_count: 0 },
      { id: 3, name: 'Farming', usage_count: 1 },
    ],
    technology: [{ id: 11, name: 'Remote Sensing', usage_count: 2 }],
  };
  const calls: string[] = [];
  const taken = (kind: string, name: string) =>
    store[kind]!.some((item) => item.name.toLowerCase() === name.toLowerCase());
  server.use(
    onOperation('listAdminLookups', ({ params, request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${String(params.kind)}${url.search}`);
      const data = store[String(params.kind)] ?? [];
      return HttpResponse.json({ data, pagination: { total: data.length, page: 1, page_size: 20, total_pages: 1 } });
    }),
    onOperation('createAdminLookup', async ({ params, request }) => {
      const kind = String(params.kind);
      const { name } = (await request.json()) as { name: string };
      calls.push(`POST ${kind} ${name}`);
      if (taken(kind, name)) {
        const message = `A ${kind} named "${name}" already exists`;
        return HttpResponse.json({ message, errors: { name: message } }, { status: 409 });
      }
      const item = { id: 100 + calls.length, name, usage_count: 0 };
      store[kind]!.push(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
    onOperation('renameAdminLookup', async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      calls.push(`PUT ${String(params.kind)}/${String(params.id)} ${name}`);
      const item = store[String(params.kind)]!.find((i) => i.id === Number(params.id))!;
      item.name = name;
      return HttpResponse.json({ data: item });
    }),
    onOperation('deleteAdminLookup', ({ params, request }) => {
      const kind = String(params.kind);
      const into = new URL(request.url).searchParams.get('merge_into');
      calls.push(`DELETE ${kind}/${String(params.id)}${into ? ` into ${into}` : ''}`);
      const item = store[kind]!.find((i) => i.id === Number(params.id))!;
      if (!into && item.usage_count > 0) {
        return HttpResponse.json(
          {
            message: `This ${kind} is used by ${item.usage_count} solutions. Merge it into another ${kind} to delete it.`,
          },
          { status: 409 },
        );
      }
      if (into) store[kind]!.find((i) => i.id === Number(into))!.usage_count += item.usage_count;
      store[kind] = store[kind]!.filter((i) => i !== item);
      return HttpResponse.json({ message: 'Deleted' });
    }),
    // The merge dialog offers the other values of the same list, read from the public list.
    onOperation('listIndustries', () =>
      HttpResponse.json({ data: store.industry!.map(({ id, name }) => ({ id, name })) }),
    ),
  );
  return calls;
}

const rows = () => screen.getAllByTestId('lookup-row').map((row) => row.textContent ?? '');

async function openLookups(path = '/admin/lookups') {
  const app = renderApp(path, { as: 'admin' });
  await screen.findByRole('heading', { level: 2, name: 'Lookups' });
  await waitFor(() => expect(screen.getAllByTestId('lookup-row').length).toBeGreaterThan(0));
  return app;
}

describe('the lookups screen', () => {
  it('lists the chosen list with usage counts, and a tab changes the list and the address bar', async () => {
    const calls = lookupApi();
    const { user } = await openLookups();
    expect(screen.getByRole('tab', { name: 'Industries' }).getAttribute('aria-selected')).toBe('true');
    expect(rows()).toEqual([
      expect.stringContaining('Agriculture'),
      expect.stringContaining('Energy'),
      expect.stringContaining('Farming'),
    ]);
    expect(rows()[0]).toContain('3 solutions');
    expect(rows()[1]).toContain('Not used');
    expect(rows()[2]).toContain('1 solution');

    await user.click(screen.getByRole('tab', { name: 'Technologies' }));
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining('Remote Sensing')]));
    expect(new URLSearchParams(window.location.search).get('kind')).toBe('technology');
    expect(calls).toContain('GET technology?page_size=20');
  });

  it('adds a value, and shows a name already taken at the field without adding it', async () => {
    const calls = lookupApi();
    const { user } = await openLookups();
    const form = screen.getByRole('form', { name: 'New industry' });
    const name = within(form).getByRole('textbox', { name: 'New industry' });

    await user.type(name, '  Mining  ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rows().some((row) => row.includes('Mining'))).toBe(true));
    // The shared schema trims the name before it is sent; the field is empty for the next one.
    expect(calls).toContain('POST industry Mining');
    expect((name as HTMLInputElement).value).toBe('');

    await user.type(name, 'energy');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const message = 'A industry named "energy" already exists';
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      message,
    );
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect(rows().filter((row) => /energy/i.test(row))).toHaveLength(1);

    // An empty name never leaves the browser.
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await screen.findByText('Name is required');
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(2);
  });

  it('renames a value in place', async () => {
    const calls = lookupApi();
    const { user } = await openLookups();
    await user.click(screen.getByRole('button', { name: 'Rename Farming' }));
    const field = screen.getByRole('textbox', { name: 'New name for "Farming"' });
    await user.clear(field);
    await user.type(field, 'Fisheries');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(rows()[2]).toContain('Fisheries'));
    expect(calls).toContain('PUT industry/3 Fisheries');
  });

  it('shows the server’s refusal to delete a value in use, and deletes one that is not', async () => {
    const calls = lookupApi();
    const { user } = await openLookups();
    await user.click(screen.getByRole('button', { name: 'Delete Agriculture' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete industry' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText(
      'This industry is used by 3 solutions. Merge it into another industry to delete it.',
    );
    expect(rows()[0]).toContain('Agriculture');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Energy' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete industry' });
    expect(within(again).queryByRole('alert')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows().some((row) => row.includes('Energy'))).toBe(false));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE industry/1', 'DELETE industry/2']);
  });

  it('merges a value into another one of the same list chosen in a dialog', async () => {
    const calls = lookupApi();
    const { user } = await openLookups();
    await user.click(screen.getByRole('button', { name: 'Merge Farming' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge industry' });
    // Nothing chosen yet: the dialog says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await within(dialog).findByText('Choose the value to keep');

    await user.click(within(dialog).getByRole('button', { name: /Merge into/ }));
    const options = await screen.findAllByRole('option');
    // The value itself is not offered.
    expect(options.map((o) => o.textContent)).toEqual(['Agriculture', 'Energy']);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(rows().some((row) => row.includes('Farming'))).toBe(false));
    expect(calls).toContain('DELETE industry/3 into 1');
    expect(rows()[0]).toContain('4 solutions');
  });
});
