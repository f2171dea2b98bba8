import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { reportMobileNotVerified } from './mobile-proof.ts';

/** Retry only what may pass on a second try: network failures and server errors, twice at most. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
}

export const queryClient = new QueryClient({
  // A call refused for an unproven number opens the screen that proves it (lib/mobile-proof.ts).
  mutationCache: new MutationCache({ onError: reportMobileNotVerified }),
  queryCache: new QueryCache({ onError: reportMobileNotVerified }),
  defaultOptions: {
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
