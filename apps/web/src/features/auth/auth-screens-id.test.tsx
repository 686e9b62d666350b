import { AUTH_MESSAGES, coded, errorBodyOf } from '@catalog/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n.ts';
import { fieldError } from '../../test/field-error.ts';
import { onOperation } from '../../test/recorded-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { catalogFile } from '../../../build/catalogs.ts';

const authEn = catalogFile('en', 'auth');
const formsEn = catalogFile('en', 'forms');
const messagesEn = catalogFile('en', 'messages');

const KEYS = Object.keys({ ...authEn, ...formsEn, ...messagesEn });

/** No catalog key of the account screens shows as text instead of its message. */
function expectNoRawKeys() {
  const text = document.body.textContent ?? '';
  expect(KEYS.filter((key) => text.includes(key))).toEqual([]);
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

/** Fills the sign-up form with a good account, then sends it. */
async function sendSignUp(user: ReturnType<typeof renderApp>['user']) {
  await user.type(input('Nama Lengkap'), 'Rina Wulandari');
  await user.type(input('Email'), 'rina@example.com');
  await user.type(input('Nomor Telepon'), '081234567890');
  await user.type(input('Kata Sandi'), 'Rahasia123!');
  await user.type(input('Konfirmasi Kata Sandi'), 'Rahasia123!');
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
}

describe('the account screens in Bahasa Indonesia', () => {
  beforeEach(async () => {
    await activateLanguage('id');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('sign in: texts, a validation error, and the server refusal in Indonesian', async () => {
    server.use(
      onOperation('login', () => HttpResponse.json(errorBodyOf(coded('account.badCredentials')), { status: 401 })),
    );
    const { user } = renderApp('/sign/in');
    expect(await screen.findByRole('heading', { name: 'Selamat Datang' })).toBeTruthy();
    expect(screen.getByText('Masuk untuk melanjutkan menjelajahi Solution Catalog.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toBeTruthy();
    expect(screen.getByText('Belum punya akun?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daftar' })).toBeTruthy();
    expect(input('Kata Sandi').placeholder).toBe('Masukkan kata sandi Anda');
    await waitFor(() => expect(document.title).toBe('Masuk · Solution Catalog'));

    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(fieldError(input('Email'))).toBe('Email wajib diisi'));
    expect(fieldError(input('Kata Sandi'))).toBe('Kata sandi wajib diisi');
    expect(await screen.findByText('Gagal masuk, masukkan data masuk yang valid.')).toBeTruthy();

    await user.type(input('Email'), 'rina@example.com');
    await user.type(input('Kata Sandi'), 'salah-sandi1!');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Email atau kata sandi salah')).toBe(true),
    );
    expect(screen.queryByText(AUTH_MESSAGES.badCredentials)).toBeNull();
    expectNoRawKeys();
  });

  it('sign up: labels, hints, a rule broken on leaving a field and a server field error in Indonesian', async () => {
    server.use(
      onOperation('register', () =>
        HttpResponse.json(errorBodyOf(coded('validation.phoneInvalid'), { phone: coded('validation.phoneInvalid') }), {
          status: 422,
        }),
      ),
    );
    const { user } = renderApp('/sign/up');
    expect(await screen.findByText('Siapkan dan buat akun Solution Catalog pertama Anda.')).toBeTruthy();
    expect(screen.getByText('Nomor Indonesia yang diawali +62 atau 0')).toBeTruthy();
    expect(screen.getByText('8-20 karakter dengan minimal 1 huruf, 1 angka, dan 1 karakter khusus')).toBeTruthy();
    expect(screen.getAllByText('(opsional)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeTruthy();

    await user.type(input('Nama Lengkap'), 'Ri');
    await user.tab();
    await waitFor(() => expect(fieldError(input('Nama Lengkap'))).toBe('Nama lengkap harus 3-20 karakter'));

    await user.clear(input('Nama Lengkap'));
    await sendSignUp(user);
    await waitFor(() => expect(fieldError(input('Nomor Telepon'))).toBe('Nomor telepon Indonesia tidak valid'));
    expectNoRawKeys();
  });

  it('shows a server answer by its code, whatever its English says (docs/decisions/0130-messages-as-codes.md)', async () => {
    const reworded = 'The phone number you typed does not look Indonesian';
    server.use(
      onOperation('register', () =>
        HttpResponse.json(
          {
            message: reworded,
            code: 'validation.phoneInvalid',
            params: {},
            errors: { phone: `Phone: ${reworded}` },
            fieldErrors: { phone: { code: 'validation.phoneInvalid', params: {} } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/sign/up');
    await screen.findByLabelText('Nama Lengkap', { selector: 'input' });
    await sendSignUp(user);
    await waitFor(() => expect(fieldError(input('Nomor Telepon'))).toBe('Nomor telepon Indonesia tidak valid'));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Nomor telepon Indonesia tidak valid')).toBe(
        true,
      ),
    );
    expect(document.body.textContent).not.toContain(reworded);
    expectNoRawKeys();
  });

  it('forgot password: the screen and its toast in Indonesian', async () => {
    server.use(onOperation('forgotPassword', () => HttpResponse.json({ message: AUTH_MESSAGES.forgotSent })));
    const { user } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Lupa Kata Sandi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman Masuk' })).toBeTruthy();
    await user.type(input('Email'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim Petunjuk Atur Ulang' }));
    expect(await screen.findByText('Permintaan kata sandi baru terkirim, periksa email Anda!')).toBeTruthy();
    expectNoRawKeys();
  });

  it('reset password: an incomplete link in Indonesian', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/Tautan atur ulang ini tidak lengkap\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('reset password: the server message of an expired link shows in Indonesian', async () => {
    server.use(
      onOperation('resetPassword', () =>
        HttpResponse.json(errorBodyOf(coded('account.resetInvalid')), { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Atur Ulang Kata Sandi' })).toBeTruthy();
    await user.type(input('Kata Sandi Baru'), 'Rahasia123!');
    await user.type(input('Konfirmasi Kata Sandi Baru'), 'Rahasia124!');
    await user.tab();
    await waitFor(() => expect(fieldError(input('Konfirmasi Kata Sandi Baru'))).toBe('Kata sandi tidak cocok'));
    await user.clear(input('Konfirmasi Kata Sandi Baru'));
    await user.type(input('Konfirmasi Kata Sandi Baru'), 'Rahasia123!');
    await user.click(screen.getByRole('button', { name: 'Atur Ulang Kata Sandi' }));
    const banner = 'Tautan atur ulang kata sandi ini tidak valid atau sudah kedaluwarsa.';
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === banner)).toBe(true));
    expectNoRawKeys();
  });

  it('activation: a refused link and a missing token in Indonesian', async () => {
    server.use(
      onOperation('activateAccount', () =>
        HttpResponse.json(errorBodyOf(coded('account.activationInvalid')), { status: 400 }),
      ),
    );
    renderApp('/activate?token=old');
    expect(await screen.findByRole('heading', { name: 'Aktivasi gagal' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent === 'Tautan aktivasi ini tidak valid atau sudah kedaluwarsa.'),
      ).toBe(true),
    );
    expect(await screen.findByText('Gagal mengaktifkan akun. Silakan coba lagi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk untuk Memulai' })).toBeTruthy();
    expectNoRawKeys();
  });

  it('activation without a token in Indonesian', async () => {
    renderApp('/activate');
    expect(
      await screen.findByText('Tautan aktivasi ini tidak lengkap. Buka kembali tautan dari email Anda.'),
    ).toBeTruthy();
    expectNoRawKeys();
  });

  it('sign out in Indonesian', async () => {
    server.use(onOperation('logout', () => HttpResponse.json({ message: AUTH_MESSAGES.signedOut })));
    renderApp('/sign/out', { as: 'user' });
    expect(await screen.findByRole('heading', { name: 'Anda telah keluar...' })).toBeTruthy();
    expect(await screen.findByText('Sesi Anda telah berakhir di perangkat ini.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk Lagi' })).toBeTruthy();
    expectNoRawKeys();
  });
});
