import type { MemberProfile, MyEnquiry, SavedSearch } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { INDUSTRIES, TECHNOLOGIES, memberProfile } from '../../test/fixtures.ts';
import { answerList, onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const common = catalogFile('en', 'common');
const profileCatalog = catalogFile('en', 'profile');

const KEYS = [...Object.keys(profileCatalog), ...Object.keys(common)];

const PROFILE = memberProfile();

const SEARCHES: SavedSearch[] = [
  {
    id: 1,
    name: 'Pantauan banjir',
    query: 'search=flood&industry_group=2,3&order_by=-name',
    alert: true,
    created_at: '2025-03-01T00:00:00.000Z',
    updated_at: '2025-03-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Semuanya',
    query: '',
    alert: false,
    created_at: '2025-03-01T00:00:00.000Z',
    updated_at: '2025-03-01T00:00:00.000Z',
  },
];

// Midday in UTC: the same day in any time zone the tests run in.
const ENQUIRIES: MyEnquiry[] = [
  {
    id: 7,
    solution_id: 3,
    solution_name: 'Flood Mapper',
    message: 'Kami ingin melihat demo.',
    status: 'in_progress',
    created_at: '2025-08-05T12:00:00.000Z',
  },
  {
    id: 6,
    solution_id: null,
    solution_name: '',
    message: '',
    status: 'closed',
    created_at: '2025-05-02T12:00:00.000Z',
  },
];

/** No catalog key of the members' area shows as text or as an accessible name. */
function expectNoRawKeys() {
  const text = document.body.textContent ?? '';
  const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '');
  for (const key of KEYS) {
    expect(text, key).not.toContain(key);
    expect(labels, key).not.toContain(key);
  }
}

describe('the members’ area in Bahasa Indonesia', () => {
  beforeEach(async () => {
    await activateLanguage('id');
    answerList('listIndustryGroups', INDUSTRIES);
    answerList('listTechnologies', TECHNOLOGIES);
    let stored = PROFILE;
    server.use(
      onOperation('getProfile', () => HttpResponse.json({ data: stored })),
      onOperation('listSavedSearches', () => HttpResponse.json({ data: SEARCHES })),
      onOperation('listMyEnquiries', () => HttpResponse.json({ data: ENQUIRIES })),
      onOperation('updateProfile', async ({ request }) => {
        stored = { ...stored, ...((await request.json()) as Partial<MemberProfile>) };
        return HttpResponse.json({ data: stored });
      }),
    );
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows every section, the saved searches in words, the enquiries with their status and date', async () => {
    renderApp('/profile', { as: 'user' });
    const form = await screen.findByRole('form', { name: 'Profil' });
    expect(await screen.findByRole('heading', { name: 'Profil Pengguna' })).toBeTruthy();
    expect(document.title).toBe('Profil Pengguna · Solution Catalog');
    for (const title of ['Kata Sandi', 'Sesi', 'Notifikasi', 'Pencarian tersimpan', 'Pertanyaan saya', 'Data saya']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeTruthy();
    }
    expect(within(form).getByLabelText('Nama Lengkap', { selector: 'input' })).toBeTruthy();
    expect(within(form).getByLabelText('Perusahaan atau Organisasi', { selector: 'input' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Simpan Profil' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Kata Sandi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ubah Kata Sandi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keluar dari semua perangkat' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Solusi baru' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unduh data saya' })).toBeTruthy();

    const rows = await screen.findAllByTestId('saved-search');
    await waitFor(() => expect(rows[0]!.textContent).toContain('Industri: Energy, Forestry'));
    expect(rows[0]!.textContent).toContain('Pencarian “flood”');
    expect(rows[0]!.textContent).toContain('Nama Z ke A');
    expect(rows[1]!.textContent).toContain('Semua solusi');
    expect(within(rows[0]!).getByRole('link', { name: 'Buka “Pantauan banjir”' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('switch', { name: 'Ringkasan harian untuk “Pantauan banjir”' })).toBeTruthy();

    const enquiries = await screen.findAllByTestId('my-enquiry');
    expect(within(enquiries[0]!).getByText('Diproses')).toBeTruthy();
    expect(enquiries[0]!.textContent).toContain('Dikirim 5 Agu 2025');
    expect(within(enquiries[1]!).getByText('Ditutup')).toBeTruthy();
    expect(enquiries[1]!.textContent).toContain('Solusi yang tidak lagi tercantum');
    expect(enquiries[1]!.textContent).toContain('Tanpa pesan.');
    expect(enquiries[1]!.textContent).toContain('2 Mei 2025');

    expectNoRawKeys();
  });

  it('asks in Indonesian before deleting a saved search or the account, and its toasts are Indonesian', async () => {
    const { user } = renderApp('/profile', { as: 'user' });
    const rows = await screen.findAllByTestId('saved-search');

    await user.click(within(rows[0]!).getByRole('button', { name: 'Hapus “Pantauan banjir”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus pencarian tersimpan?' });
    expect(dialog.textContent).toContain('“Pantauan banjir” akan dihapus, dan ringkasannya berhenti dikirim.');
    expectNoRawKeys();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(within(rows[0]!).getByRole('button', { name: 'Ganti nama “Pantauan banjir”' }));
    const rename = await screen.findByRole('dialog', { name: 'Ganti nama pencarian tersimpan' });
    expect(within(rename).getByLabelText('Nama', { selector: 'input' })).toBeTruthy();
    expect(within(rename).getByRole('button', { name: 'Simpan' })).toBeTruthy();
    await user.click(within(rename).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
    const account = await screen.findByRole('alertdialog', { name: 'Hapus akun Anda?' });
    expect(account.textContent).toContain('Tindakan ini tidak dapat dibatalkan.');
    expect(within(account).getByLabelText('Kata Sandi', { selector: 'input' })).toBeTruthy();
    expectNoRawKeys();
    await user.click(within(account).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('switch', { name: 'Solusi baru' }));
    expect(await screen.findByText('Anda tidak akan lagi menerima email tentang solusi baru.')).toBeTruthy();
  });
});
