import { paymentsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** GET /api/payments/config: the offers and whether online payment is open here. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments-config'],
    queryFn: () => call(paymentsApi.config),
    staleTime: 5 * 60_000,
  });
}
