import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** The cache's rules; the browser keeps one cache, the server render makes one per page. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
