import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (main.tsx reads the configuration into it, the routes' loaders prefetch into it). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
