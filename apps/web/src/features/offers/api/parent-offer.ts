import { type OffreId, paymentsApi } from '@declic/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** The parent's page: the offer, the consent text and the request's state, by the link's token. */
export function useParentOffer(token: string | null) {
  return useQuery({
    queryKey: ['parent-offer', token],
    enabled: Boolean(token),
    queryFn: () => call(paymentsApi.parentOffer, { body: { token: token as string } }),
    retry: false,
  });
}

/** The parent's consent and Checkout, then off to Stripe's payment page. */
export function useParentCheckout(token: string | null) {
  return useMutation({
    mutationFn: (offer: OffreId) =>
      call(paymentsApi.parentCheckout, { body: { token: token as string, offer, consent: true } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from Stripe: where the payment stands, asked to the server with the link's token. */
export function useParentVerify(token: string | null, sessionId: string | null) {
  return useQuery({
    queryKey: ['parent-verify', token, sessionId],
    enabled: Boolean(token && sessionId),
    queryFn: () =>
      call(paymentsApi.parentVerify, { body: { token: token as string, sessionId: sessionId as string } }),
    retry: 2,
  });
}
