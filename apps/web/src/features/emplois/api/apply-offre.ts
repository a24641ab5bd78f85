import { type ApplicationBody, companiesApi } from '@declic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { MEETINGS_KEY } from '../../../lib/meetings';
import { MY_APPLICATIONS_KEY } from '../../../lib/my-applications';

/** POST /api/offres/{id}/candidature: an offer « Proposée sur Déclic », with what the student chose. */
export function useApplyToOffre() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplicationBody }) =>
      call(companiesApi.apply, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
        client.invalidateQueries({ queryKey: MEETINGS_KEY }),
      ]),
  });
}
