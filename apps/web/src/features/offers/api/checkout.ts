import { type OffreId, paymentsApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** POST /api/payments/checkout, then off to Stripe's payment page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (offer: OffreId) => call(paymentsApi.checkout, { body: { offer } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
