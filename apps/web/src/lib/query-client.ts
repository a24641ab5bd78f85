import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the whole visit, created when the first page that reads the API opens
 * (app/query-layout.tsx). On the server, the rendering of the public pages fills it with what it
 * already knows (lib/site-config.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
