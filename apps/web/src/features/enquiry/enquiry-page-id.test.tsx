import { coded, errorBodyOf, MSG } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { fieldError } from '../../test/field-error.ts';
import { solutionDetail, memberProfile } from '../../test/fixtures.ts';
import { onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const enquiryEn = catalogFile('en', 'enquiry');
const formsEn = catalogFile('en', 'forms');
const messagesEn = catalogFile('en', 'messages');

const KEYS = Object.keys({ ...enquiryEn, ...formsEn, ...messagesEn });

const PROFILE = memberProfile();

/** The enquiry API: the profile, solution 7, and what sending answers. */
function enquiryApi(send: () => Response) {
  server.use(
    onOperation('getProfile', () => HttpResponse.json({ data: PROFILE })),
    onOperation('getSolution', ({ params }) =>
      params.id === '7'
        ? HttpResponse.json({ data: solutionDetail() })
        : HttpResponse.json(errorBodyOf(coded('server.solutionNotFound')), { status: 404 }),
    ),
    onOperation('sendEnquiry', send),
  );
}

describe('the enquiry form in Bahasa Indonesia', () => {
  beforeEach(async () => {
    await activateLanguage('id');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows its texts, a validation error and the server refusal in Indonesian', async () => {
    enquiryApi(() => HttpResponse.json(errorBodyOf(coded('server.tooManyEnquiries')), { status: 429 }));
    const { user } = renderApp('/enquiry/7', { as: 'user' });
    const form = await screen.findByRole('form', { name: 'Permintaan demo dan pertanyaan' });
    expect(screen.getByRole('heading', { name: 'Minta Demo & Pertanyaan' })).toBeTruthy();
    expect(await screen.findByText('Flood Early Warning')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Pertanyaan: Flood Early Warning · Solution Catalog'));
    expect(screen.getByText('Apa selanjutnya')).toBeTruthy();
    expect(screen.getByText('Jam kerja')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Batal' })).toBeTruthy();
    const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label, { selector: 'input' });
    await waitFor(() => expect(field('Nama Lengkap').value).toBe('Rina Wulandari'));
    expect(within(form).getByText('Nomor Indonesia yang diawali +62 atau 0')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Kirim Pertanyaan' }));
    await waitFor(() => expect(fieldError(field('Perusahaan atau Organisasi'))).toBe('Kolom ini wajib diisi'));
    expect(await screen.findByText('Perbaiki kesalahan sebelum mengirim!')).toBeTruthy();
    expect(screen.queryByText(MSG.required)).toBeNull();

    await user.type(field('Perusahaan atau Organisasi'), 'Dinas PU');
    await user.click(within(form).getByRole('button', { name: 'Kirim Pertanyaan' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Terlalu banyak pertanyaan yang dikirim. Silakan coba lagi nanti.',
      ),
    );
    const text = document.body.textContent ?? '';
    expect(KEYS.filter((key) => text.includes(key))).toEqual([]);
  });

  it('shows a missing solution in Indonesian', async () => {
    enquiryApi(() => HttpResponse.json({}));
    renderApp('/enquiry/99', { as: 'user' });
    expect(await screen.findByText('Kesalahan: Solusi tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar' })).toBeTruthy();
  });

  it('thanks the user in Indonesian after sending', async () => {
    enquiryApi(() =>
      HttpResponse.json(
        { data: { id: 1 }, message: 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.' },
        { status: 201 },
      ),
    );
    const { user } = renderApp('/enquiry/7', { as: 'user' });
    const form = await screen.findByRole('form', { name: 'Permintaan demo dan pertanyaan' });
    const company = within(form).getByLabelText<HTMLInputElement>('Perusahaan atau Organisasi', { selector: 'input' });
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('Email', { selector: 'input' }).value).toBe(
        'user@example.com',
      ),
    );
    await user.type(company, 'Dinas PU');
    await user.click(within(form).getByRole('button', { name: 'Kirim Pertanyaan' }));
    expect(
      await screen.findByText(
        'Terima kasih! Pertanyaan Anda telah terkirim. Spesialis kami akan segera menghubungi Anda.',
      ),
    ).toBeTruthy();
  });
});
