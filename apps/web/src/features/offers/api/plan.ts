import { paymentsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** What opens the paid levels for the student, until when, and who paid. */
export function usePaymentPlan() {
  return useQuery({ queryKey: ['payment-plan'], queryFn: () => call(paymentsApi.plan) });
}
