import { sharingApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-call';

const linksKey = ['sharing', 'links'] as const;

export function useShareLinks() {
  return useQuery({ queryKey: linksKey, queryFn: async () => (await call(sharingApi.list)).links });
}

/** Creating or deleting a link refreshes the list. */
export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(sharingApi.create)).link,
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(sharingApi.revoke, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useSharedResults(token: string) {
  return useQuery({
    queryKey: ['sharing', 'public', token],
    queryFn: () => call(sharingApi.shared, { params: { token } }),
    retry: false,
  });
}
