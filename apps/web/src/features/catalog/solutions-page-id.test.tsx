import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { INDUSTRIES, listAnswer, TECHNOLOGIES } from '../../test/fixtures.ts';
import { answerList, recordGets } from '../../test/recorded-requests.ts';
import { addressQuery, renderApp } from '../../test/render-app.tsx';
import { catalogFile } from '../../../build/catalogs.ts';

const catalog = catalogFile('en', 'catalog');
const pagination = catalogFile('en', 'pagination');

/** The keys of `catalogs` that show as they are in the page's text: a text never translated. */
function rawKeysShown(...catalogs: Array<Record<string, string>>): string[] {
  const text = document.body.textContent ?? '';
  return catalogs.flatMap((c) => Object.keys(c)).filter((key) => text.includes(key));
}

function catalogue(total = 1234) {
  answerList('listIndustryGroups', INDUSTRIES);
  answerList('listTechnologies', TECHNOLOGIES);
  return recordGets('listSolutions', () =>
    listAnswer(
      Array.from({ length: 10 }, (_, i) => `Solution ${i + 1}`),
      { total, facets: { industry_group: [{ id: 1, count: 4 }] } },
    ),
  );
}

describe('the solutions list in Bahasa Indonesia', () => {
  beforeEach(() => activateLanguage('id'));
  afterEach(() => activateLanguage('en'));

  it('shows the search, sort, filters, count, cards and paginator in Indonesian', async () => {
    catalogue();
    renderApp('/solutions?lang=id');
    await waitFor(() => expect(screen.getAllByTestId('solution-card')).toHaveLength(10));
    expect(screen.getByRole('heading', { name: /Solusi:/ }).textContent).toBe('Solusi: 1.234');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cari solusi' }).placeholder).toBe('Cari Solusi...');
    expect(screen.getByRole('button', { name: /Relevansi/ })).toBeTruthy();
    expect(screen.getByText('Jelajahi solusi ArcGIS')).toBeTruthy();
    expect(within(screen.getByTestId('sign-in-prompt')).getByRole('link', { name: 'Masuk' })).toBeTruthy();
    expect(screen.getAllByText('Lihat Detail').length).toBe(10);
    expect(screen.getAllByText(/ID Solusi:/).length).toBe(10);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Feed daftar ini (Atom)' })).toBeTruthy();
    expect(rawKeysShown(catalog, pagination)).toEqual([]);
  });

  it('keeps ?lang=id in the address when a filter changes', async () => {
    const calls = catalogue(25);
    const { user } = renderApp('/solutions?lang=id');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = await screen.findByRole('complementary', { name: 'Filter' });
    const industry = await within(panel).findByRole('group', { name: /Industri/ });
    await user.click(await within(industry).findByRole('checkbox', { name: new RegExp(INDUSTRIES[0]!.name) }));
    await waitFor(() => expect(addressQuery()).toBe(`industry_group=${INDUSTRIES[0]!.id}&lang=id`));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('lang')).toBeNull());
    expect(within(panel).getByText('Rilis Baru')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Hapus Filter' })).toBeTruthy();
    expect(rawKeysShown(catalog)).toEqual([]);
  });
});
