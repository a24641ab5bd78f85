import { paymentsApi } from '@declic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/**
 * POST /api/payments/verify on the way back from Stripe: where the caller's own payment stands.
 * A paid answer refreshes the progression, so levels above 10 open without reloading.
 */
export function useVerifyPayment(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['payment-verify', sessionId],
    enabled: Boolean(sessionId),
    queryFn: async () => {
      const result = await call(paymentsApi.verify, { body: { sessionId: sessionId as string } });
      if (result.isPaid) await queryClient.invalidateQueries({ queryKey: ['progression'] });
      return result;
    },
    retry: 2,
  });
}
