import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { solutionDetail } from '../../test/fixtures.ts';
import { onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const solution = catalogFile('en', 'solution');

/** The keys of `catalogs` that show as they are in the page's text: a text never translated. */
function rawKeysShown(...catalogs: Array<Record<string, string>>): string[] {
  const text = document.body.textContent ?? '';
  return catalogs.flatMap((c) => Object.keys(c)).filter((key) => text.includes(key));
}

function answerSolution() {
  server.use(
    onOperation('getSolution', ({ params }) =>
      params.id === '7' ? HttpResponse.json({ data: solutionDetail() }) : HttpResponse.json({}, { status: 404 }),
    ),
  );
}

describe('the solution page in Bahasa Indonesia', () => {
  beforeEach(() => activateLanguage('id'));
  afterEach(() => activateLanguage('en'));

  it("shows a visitor the solution's sections and sidebar in Indonesian", async () => {
    answerSolution();
    renderApp('/solution/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flood Early Warning' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Kembali ke Daftar/ })).toBeTruthy();
    expect(screen.getByText('Solusi GIS')).toBeTruthy();
    expect(screen.getByText('ID Solusi: 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ikhtisar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manfaat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fitur atau Kemampuan' })).toBeTruthy();
    expect(screen.getByText('Dikembangkan untuk')).toBeTruthy();
    expect(screen.getByText('Lebih banyak untuk anggota')).toBeTruthy();
    expect(screen.getByText('Belum ada gambar')).toBeTruthy();
    expect(rawKeysShown(solution)).toEqual([]);
  });

  it('shows a member the status and hardware in Indonesian', async () => {
    answerSolution();
    renderApp('/solution/7', { as: 'user' });
    expect(await screen.findByText('Kebutuhan Perangkat Keras')).toBeTruthy();
    expect(screen.getByText('4 Inti')).toBeTruthy();
    // A status is the product's word, so it reads in the page's language too.
    expect(screen.getByTestId('solution-status').textContent).toContain('Tinjauan');
    expect(screen.getByText('Memori')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Minta Demo & Ajukan Pertanyaan/ })).toBeTruthy();
    expect(screen.getByText('URL StoryMap')).toBeTruthy();
    expect(rawKeysShown(solution)).toEqual([]);
  });

  it('says in Indonesian when the solution is not there', async () => {
    answerSolution();
    renderApp('/solution/99');
    expect(await screen.findByRole('heading', { name: 'Solusi tidak ditemukan' })).toBeTruthy();
    expect(screen.getByText(/tidak tersedia untuk pengunjung/)).toBeTruthy();
    expect(rawKeysShown(solution)).toEqual([]);
  });
});
