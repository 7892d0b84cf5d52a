import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: unused cached query data is kept 60 seconds. */
const QUERY_GC_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
