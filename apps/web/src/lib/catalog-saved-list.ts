import { saveItemsResponseSchema } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from './api-client';

/** Stop retrying answers that will not change (4xx: not allowed, not found). */
export function retryServerErrors(failures: number, error: Error): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 1;
}

/**
 * The three calls of a personal list (read, add the checked rows, remove one) on one path,
 * e.g. /catalog/formations/saved; the list is re-read after each change.
 */
export function catalogSavedListApi<Item>(path: string, schema: z.ZodType<{ items: Item[] }>) {
  const key = ['saved-list', path];
  return {
    useSavedItems() {
      return useQuery({
        queryKey: key,
        queryFn: () => apiRequest(path, { schema }),
        retry: retryServerErrors,
      });
    },
    useSaveItems() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (ids: string[]) =>
          apiRequest(path, { method: 'POST', body: { ids }, schema: saveItemsResponseSchema }),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
    useRemoveSavedItem() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => apiRequest(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
  };
}
