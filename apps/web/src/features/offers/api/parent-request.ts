import { paymentsApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const KEY = ['parent-request'];

/** Whether the student needs a parent to pay, and where their request stands. */
export function useParentRequest() {
  return useQuery({ queryKey: KEY, queryFn: () => call(paymentsApi.parentRequest) });
}

/** Sends the link to a parent (a new address), or again to the same one after the pause. */
export function useAskParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentEmail: string | null) =>
      parentEmail === null
        ? call(paymentsApi.resendToParent)
        : call(paymentsApi.askParent, { body: { parentEmail } }),
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
}
