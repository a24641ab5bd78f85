import { companiesApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const pendingKey = ['staff', 'company-offers'] as const;
const reportsKey = ['staff', 'company-reports'] as const;

/** GET /api/admin/company-offers: the postings waiting for a decision, oldest first. */
export function usePendingCompanyOffers() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => call(companiesApi.pendingOffers, undefined, { signal }),
    select: (data) => data.offers,
  });
}

/** Publishes or refuses a posting; or suspends its company. Each writes to the audit log. */
export function useReviewCompanyOffer() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pendingKey }),
      client.invalidateQueries({ queryKey: reportsKey }),
      client.invalidateQueries({ queryKey: ['staff', 'audit'] }),
    ]);
  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'refuse'; reason: string }) =>
      call(companiesApi.decideOffer, { params: { id }, body: { decision, reason } }),
    onSuccess: refresh,
  });
  const suspend = useMutation({
    mutationFn: ({ companyId, reason }: { companyId: string; reason: string }) =>
      call(companiesApi.suspendCompany, { params: { id: companyId }, body: { suspended: true, reason } }),
    onSuccess: refresh,
  });
  const dismiss = useMutation({
    mutationFn: ({ reportId, reason }: { reportId: number; reason: string }) =>
      call(companiesApi.closeReport, { params: { id: reportId }, body: { reason } }),
    onSuccess: refresh,
  });
  return { decide, suspend, dismiss };
}

/** GET /api/admin/company-reports: what students reported, oldest first. */
export function useCompanyReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: ({ signal }) => call(companiesApi.reports, undefined, { signal }),
    select: (data) => data.reports,
  });
}
