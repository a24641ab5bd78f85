import { type SiteConfig, siteConfigSchema } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Publisher identity and handles, from the server's configuration. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: ['site-config'],
    queryFn: () => apiRequest('/site', { schema: siteConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
