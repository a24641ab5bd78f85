import type { catalogApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-call';
import { ApiRequestError } from './api-client';

/** Stop retrying answers that will not change (4xx: not allowed, not found). */
export function retryServerErrors(failures: number, error: Error): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 1;
}

type SavedListRoutes = typeof catalogApi.savedFormations | typeof catalogApi.savedOffres;

/**
 * The three calls of a personal list (read, add the checked rows, remove one), from its routes
 * in the table; the list is re-read after each change.
 */
export function catalogSavedListApi<Item>(routes: SavedListRoutes) {
  const key = ['saved-list', routes.list.path];
  return {
    useSavedItems() {
      return useQuery({
        queryKey: key,
        // The route's schema has checked the items; the caller names their type.
        queryFn: async () => (await call(routes.list)) as { items: Item[] },
        retry: retryServerErrors,
      });
    },
    useSaveItems() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (ids: string[]) => call(routes.add, { body: { ids } }),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
    useRemoveSavedItem() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => call(routes.remove, { params: { id } }),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
  };
}
