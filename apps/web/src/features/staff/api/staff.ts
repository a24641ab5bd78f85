import { API, type ModerateAdviceBody } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADVICE_WALL_KEY } from '../../../lib/advice-wall';
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

const adviceKey = ['staff', 'advice'] as const;

/** GET /api/admin/advice: the « Conseils d’anciens » waiting for a decision, or on the wall. */
export function useStaffAdvice(statut: 'en_attente' | 'publie') {
  return useQuery({
    queryKey: [...adviceKey, statut],
    queryFn: ({ signal }) => call(API.levels.staffAdvice, { query: { statut } }, { signal }),
    select: (data) => data.advice,
  });
}

/** Publishes, refuses or takes down one advice, with the reason the audit log keeps. */
export function useModerateAdvice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ModerateAdviceBody & { id: string }) =>
      call(API.levels.moderateAdvice, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adviceKey }),
        client.invalidateQueries({ queryKey: auditKey }),
        client.invalidateQueries({ queryKey: ADVICE_WALL_KEY }),
      ]),
  });
}
