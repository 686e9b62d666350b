import type { ForgotPasswordBody, LoginBody, Profile, RegisterBody, ResetPasswordBody } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

/** Query keys of the account: one family, so a sign-out or a new session can drop it whole. */
export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: number | undefined) => ['auth', 'me', userId] as const,
  activation: (token: string) => ['auth', 'activate', token] as const,
};

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

/** The signed-in user's profile; shared by the profile and enquiry pages. */
export function useProfile() {
  const session = useSession();
  return useQuery({
    queryKey: authKeys.profile(session?.claims.user_id),
    queryFn: ({ signal }) => api.get<{ data: Profile }>('/api/auth/me', { signal }).then((r) => r.data),
    enabled: session !== null,
  });
}
