import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

// One cache for the whole visit, created when the first page that reads the API opens.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * React Query around every page that reads the API. Loaded with the first such page: the landing
 * and the blog, which arrive with their data in the HTML, draw without it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
