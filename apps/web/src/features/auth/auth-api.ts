import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@catalog/shared';
import { api } from '../../lib/api.ts';

/** Calls of the account screens (docs/product.md §6.4). */
export const authApi = {
  login: (body: LoginBody) => api.post<{ data: { token: string } }>('/api/auth/login', body).then((r) => r.data.token),
  register: (body: RegisterBody) => api.post<{ message?: string }>('/api/auth/register', body),
  forgotPassword: (body: ForgotPasswordBody) => api.post<{ message?: string }>('/api/auth/forget-password', body),
  resetPassword: (token: string, body: ResetPasswordBody) =>
    api.post<{ message?: string }>('/api/auth/reset-password', body, { query: { reset_token: token } }),
  /** Ends this session on the server; the stored token is cleared by the sign-out page. */
  logout: () => api.post<{ message?: string }>('/api/auth/logout'),
  /** Ends every session of the account, this one included. */
  logoutEverywhere: () => api.post<{ message?: string }>('/api/auth/logout-all'),
  activate: (token: string) =>
    api.get<{ message?: string }>('/api/auth/activate', { query: { activation_token: token } }),
};
