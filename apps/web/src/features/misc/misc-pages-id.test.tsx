import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render-app.tsx';
import { catalogFile } from '../../../build/catalogs.ts';

const misc = catalogFile('en', 'misc');

/** The keys of `catalogs` that show as they are in the page's text: a text never translated. */
function rawKeysShown(...catalogs: Array<Record<string, string>>): string[] {
  const text = document.body.textContent ?? '';
  return catalogs.flatMap((catalog) => Object.keys(catalog)).filter((key) => text.includes(key));
}

describe('the not-found and maintenance pages in Bahasa Indonesia', () => {
  beforeEach(() => activateLanguage('id'));
  afterEach(() => activateLanguage('en'));

  it('says the page is lost in Indonesian, with the ways back', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Tersesat di Luar Angkasa?' })).toBeTruthy();
    expect(screen.getByText('Kesalahan 404')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Beranda' }).length).toBeGreaterThan(1);
    expect(rawKeysShown(misc)).toEqual([]);
  });

  it('counts down and checks the email in Indonesian', async () => {
    const { user } = renderApp('/undermaintenance');
    expect(await screen.findByRole('heading', { name: 'Kami akan segera kembali' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Waktu hingga Solution Catalog kembali' }).textContent).toContain('Menit');
    await user.click(screen.getByRole('button', { name: 'Beri Tahu Saya' }));
    expect(await screen.findByText('Email wajib diisi')).toBeTruthy();
    await user.type(screen.getByLabelText(/Alamat email/), 'ani@example.com');
    await user.click(screen.getByRole('button', { name: 'Beri Tahu Saya' }));
    expect(await screen.findByText('Terima kasih!')).toBeTruthy();
    expect(rawKeysShown(misc)).toEqual([]);
  });
});
