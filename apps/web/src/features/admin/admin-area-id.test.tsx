import type { AdminLookupItem, AdminOverview, AdminUser } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const english = catalogFile('en', 'admin');

const OVERVIEW: AdminOverview = {
  solutions_by_status: [
    { status: 'release_public', name: 'Release Public', count: 12 },
    { status: 'review', name: 'Review', count: 3 },
  ],
  enquiries_this_week: 5,
  enquiries_new: 2,
  accounts_awaiting_activation: 4,
  searches_without_results: [{ word: 'lidar', count: 6 }],
};

const USERS: AdminUser[] = [
  {
    id: 9,
    email: 'sari@example.com',
    full_name: 'Sari Dewi',
    company: '',
    role: 'user',
    is_active: false,
    is_disabled: false,
    created_at: '2026-03-02T08:00:00Z',
    last_sign_in_at: null,
  },
];

const LOOKUPS: AdminLookupItem[] = [
  { id: 1, name: 'Agriculture', usage_count: 3 },
  { id: 2, name: 'Energy', usage_count: 0 },
];

const page = <T,>(data: T[]) => ({
  data,
  pagination: { total: data.length, page: 1, page_size: 20, total_pages: 1 },
});

/** The back office's API for these screens, and the menu's count of new enquiries. */
function adminApi() {
  server.use(
    onOperation('countNewEnquiries', () => HttpResponse.json({ data: { count: 2 } })),
    onOperation('getAdminOverview', () => HttpResponse.json({ data: OVERVIEW })),
    onOperation('listAdminUsers', () => HttpResponse.json(page(USERS))),
    onOperation('listAdminLookups', () => HttpResponse.json(page(LOOKUPS))),
  );
}

/** No message key of the back office shows as text instead of its message. */
function expectNoRawKeys() {
  const text = document.body.textContent ?? '';
  expect(Object.keys(english).filter((key) => text.includes(key))).toEqual([]);
}

describe('the back office in Bahasa Indonesia', () => {
  beforeEach(async () => {
    await activateLanguage('id');
    adminApi();
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the overview, the title band and the sections in Indonesian', async () => {
    renderApp('/admin', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ikhtisar' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Solusi menurut status' })).toBeTruthy();
    expect(screen.getByText('Kelola daftar katalog, urus akun, dan jawab pertanyaan.')).toBeTruthy();
    expect(screen.getByText('2 masih baru')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka kotak masuk' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pencarian tanpa hasil' })).toBeTruthy();

    const sections = screen.getByRole('navigation', { name: 'Bagian back office' });
    const names = within(sections)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Ikhtisar',
      'Data acuan',
      'Pengguna',
      'Pertanyaan',
      'Aktivitas',
      'Wawasan',
      'Tempat sampah',
      'Token API',
      'Webhook',
      'Sinonim',
      'Impor dan ekspor',
    ]);
    await waitFor(() => expect(document.title).toBe('Ikhtisar · Back office · Solution Catalog'));
    expectNoRawKeys();
  });

  it('shows the accounts list with its columns, states and actions in Indonesian', async () => {
    renderApp('/admin/users', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pengguna' })).toBeTruthy();
    const row = await screen.findByTestId('user-row');
    expect(row.textContent).toContain('Menunggu aktivasi');
    expect(row.textContent).toContain('Belum pernah');
    expect(within(row).getByRole('button', { name: 'Jadikan admin: Sari Dewi' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Kirim ulang aktivasi: Sari Dewi' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Cari menurut nama atau email' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(
      expect.arrayContaining(['Akun', 'Peran', 'Keadaan', 'Terakhir masuk', 'Tindakan']),
    );
    expectNoRawKeys();
  });

  it('shows a lookup list with its usage counts in Indonesian', async () => {
    renderApp('/admin/lookups', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Data acuan' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Produk ArcGIS' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('lookup-row')).toHaveLength(2));
    const [used, unused] = screen.getAllByTestId('lookup-row');
    expect(used!.textContent).toContain('3 solusi');
    expect(unused!.textContent).toContain('Tidak dipakai');
    expect(screen.getByRole('form', { name: 'Nama industri baru' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Cari industri' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gabungkan Agriculture' })).toBeTruthy();
    expectNoRawKeys();
  });
});
