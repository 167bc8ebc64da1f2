import { QueryClient, type QueryCache } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not change by asking again; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** `queryCache`: the server's renderer brings its own (src/entry-server.tsx). */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        // The API lets browsers reuse catalogue answers for 30 s; match it.
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
