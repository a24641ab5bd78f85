import { API } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const auditKey = ['staff', 'audit'] as const;

export function useStaffAudit() {
  return useQuery({ queryKey: auditKey, queryFn: () => call(API.admin.audit, { query: { limit: 50 } }) });
}

/** Finds an account by its e-mail address (404 in French when there is none). */
export function useFindAccount() {
  return useMutation({ mutationFn: (email: string) => call(API.admin.findUser, { query: { email } }) });
}

/** Grants or removes the staff's paid access, with the reason the audit log keeps. */
export function useSetPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value, reason }: { id: string; value: boolean; reason: string }) =>
      call(API.admin.setPaid, { params: { id }, body: { value, reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}
