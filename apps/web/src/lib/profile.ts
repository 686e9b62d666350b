import type { Profile } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useSession } from './session.ts';

/** The signed-in user's profile from `GET /api/auth/me`; shared by the profile and enquiry pages. */
export function useProfile() {
  const session = useSession();
  return useQuery({
    queryKey: ['auth', 'me', session?.claims.user_id],
    queryFn: ({ signal }) => api.get<{ data: Profile }>('/api/auth/me', { signal }).then((r) => r.data),
    enabled: session !== null,
  });
}
