import type { BodyOf } from '@catalog/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { authKeys } from './auth.ts';

/** Query keys of the signed-in member's shortlist, and of a shared one (issue 29). */
export const shortlistKeys = {
  mine: (userId: number | undefined) => [...authKeys.all, 'shortlist', userId] as const,
  shared: (token: string) => ['shared-shortlist', token] as const,
};

export const shortlistApi = {
  add: (body: BodyOf<'addToShortlist'>) => call('addToShortlist', { body }).then((r) => r.data),
  remove: (solutionId: number) => call('removeFromShortlist', { params: { solution_id: solutionId } }),
  share: () => call('shareShortlist').then((r) => r.data),
  revoke: () => call('revokeShortlistShare'),
};

/** The member's shortlist, newest first, and its share link; nothing is asked for a visitor. */
export function useShortlist({ enabled = true } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: shortlistKeys.mine(session?.claims.user_id),
    queryFn: ({ signal }) => call('getShortlist', { signal }),
    enabled: enabled && session !== null,
  });
}

export const shortlistChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'shortlist'] });

/** A shared shortlist's cards, by its link's token. */
export const useSharedShortlist = (token: string) =>
  useQuery({
    queryKey: shortlistKeys.shared(token),
    queryFn: ({ signal }) => call('getSharedShortlist', { params: { token }, signal }).then((r) => r.data),
    retry: false,
  });
