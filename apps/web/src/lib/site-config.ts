import { healthApi, type SiteConfig } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';
import { queryClient } from './query-client';

const SITE_CONFIG_KEY = ['site-config'];

/**
 * Handed over by the server rendering (entry-server.tsx): the legal pages ship static with the
 * publisher's identity written in, and no request to make.
 */
export function provideSiteConfig(config: SiteConfig): void {
  queryClient.setQueryData(SITE_CONFIG_KEY, config);
}

/** Publisher identity and handles, from the server's configuration. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: SITE_CONFIG_KEY,
    queryFn: () => call(healthApi.site),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
