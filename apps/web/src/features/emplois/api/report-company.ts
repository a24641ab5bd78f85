import { companiesApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** POST /api/offres/{id}/signalement: tells the staff something is wrong with the company behind an offer. */
export function useReportCompany() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(companiesApi.report, { params: { id }, body: { reason } }),
  });
}
