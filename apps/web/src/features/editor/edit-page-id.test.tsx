import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { solutionDetail } from '../../test/fixtures.ts';
import { onOperation } from '../../test/recorded-requests.ts';
import { answerEditorLookups } from '../../test/editor-lookups.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const english = catalogFile('en', 'editor');

/** The lookup lists of the editor, and solution 7 (without images) to edit. */
function editorApi() {
  answerEditorLookups();
  server.use(
    onOperation('countNewEnquiries', () => HttpResponse.json({ data: { count: 0 } })),
    onOperation('getSolution', () => HttpResponse.json({ data: solutionDetail({ images: [] }) })),
  );
}

/** No message key of the editor shows as text instead of its message. */
function expectNoRawKeys() {
  const text = document.body.textContent ?? '';
  expect(Object.keys(english).filter((key) => text.includes(key))).toEqual([]);
}

describe('the solution editor in Bahasa Indonesia', () => {
  // The rich text editor's module (TipTap) is loaded once, before the first test: on a loaded CI
  // machine its first import took longer than a find waits for the toolbar.
  beforeAll(async () => {
    await import('./rich-text-editor.tsx');
  }, 120_000);
  beforeEach(async () => {
    await activateLanguage('id');
    editorApi();
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the edit page’s title, tabs, labels and hints in Indonesian', async () => {
    const { user } = renderApp('/edit/7', { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Ubah Flood Early Warning' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ubah Solusi' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ubah Flood Early Warning · Solution Catalog'));

    const tabs = within(form).getByRole('tablist', { name: 'Bagian formulir solusi' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Ikhtisar', 'Detail', 'Sumber daya']);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Nama' }).value).toBe('Flood Early Warning');
    expect(within(form).getByRole('textbox', { name: 'Pembuat' }).getAttribute('placeholder')).toBe(
      'mis. Ani Wijaya, Budi Santoso',
    );
    expect(within(form).getByText('Pisahkan beberapa nama dengan koma')).toBeTruthy();
    expect(within(form).getByText('Solusi ini belum memiliki gambar.')).toBeTruthy();
    expect(within(form).getByText('Tambah gambar')).toBeTruthy();
    const toolbar = await within(form).findByRole('toolbar', { name: 'Format Deskripsi' });
    expect(within(toolbar).getByRole('button', { name: 'Tebal' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Tautan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Batal' })).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Detail' }));
    expect(within(form).getByRole('textbox', { name: 'Memori (GB)' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Produk ArcGIS' })).toBeTruthy();
    expect(within(form).getByText('Tidak ada produk yang tersedia')).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Sumber daya' }));
    expect(within(form).getByRole('textbox', { name: 'Tautan Video (YouTube)' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('asks in Indonesian before deleting the solution', async () => {
    const { user } = renderApp('/edit/7', { as: 'admin' });
    await screen.findByRole('form', { name: 'Ubah Flood Early Warning' });
    await user.click(screen.getByRole('button', { name: 'Hapus Solusi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus Solusi' });
    expect(dialog.textContent).toContain(
      'Apakah Anda yakin ingin menghapus solusi ini? Tindakan ini tidak dapat dibatalkan. Solusi dapat dipulihkan dari tempat sampah selama 30 hari.',
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('shows the new solution page in Indonesian', async () => {
    renderApp('/create', { as: 'admin' });
    expect(await screen.findByRole('form', { name: 'Solusi baru' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Solusi Baru' })).toBeTruthy();
    expect(screen.getByText('JPG, PNG, atau GIF, maksimal 10MB per file')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nama' }).getAttribute('placeholder')).toMatch(
      /^Nama solusi \(maks\. \d+ karakter\)$/,
    );
    expectNoRawKeys();
  });
});
