import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** The default loader issues a GET to the first element of the query key. */
const getFirstKey: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec section 9: no polling, no refetch on focus, data never stale, no retries.
      queries: {
        queryFn: getFirstKey,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
