import { API, type SiteConfig } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';

/** Publisher identity and handles, from the server's configuration. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: ['site-config'],
    queryFn: () => call(API.health.site),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
