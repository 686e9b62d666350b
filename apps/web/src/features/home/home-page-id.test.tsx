import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render-app.tsx';
import { catalogFile } from '../../../build/catalogs.ts';

const home = catalogFile('en', 'home');
const ui = catalogFile('en', 'ui');

/** The keys of `catalogs` that show as they are in the page's text: a text never translated. */
function rawKeysShown(...catalogs: Array<Record<string, string>>): string[] {
  const text = document.body.textContent ?? '';
  return catalogs.flatMap((catalog) => Object.keys(catalog)).filter((key) => text.includes(key));
}

describe('the home page in Bahasa Indonesia', () => {
  beforeEach(() => activateLanguage('id'));
  afterEach(() => activateLanguage('en'));

  it('shows the hero, the features and the gallery call in Indonesian', async () => {
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'Ekosistem Inovasi untuk Pengembangan Solusi Geospasial',
    );
    expect(screen.getByRole('link', { name: /Hubungi Spesialis Kami/ }).textContent).toContain('(terbuka di tab baru)');
    expect(screen.getByRole('link', { name: /Lihat Galeri/ })).toBeTruthy();
    expect(screen.getByText('Jam kerja:')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Solusi Industri' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Program Fellowship' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jelajahi Solusi/ })).toBeTruthy();
    expect(document.body.textContent).not.toContain('See Gallery');
    expect(rawKeysShown(home, ui)).toEqual([]);
  });
});
