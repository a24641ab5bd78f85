import { paymentsApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** POST /api/payments/portal, then off to Stripe's customer space (invoices, cancelling). */
export function usePortal() {
  return useMutation({
    mutationFn: () => call(paymentsApi.portal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
