import { parentsApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const KEY = ['signup-consent'];

/** Whether the student's sign-up waits for a parent (under 15), and the request's state. */
export function useSignupConsent() {
  return useQuery({ queryKey: KEY, queryFn: () => call(parentsApi.consentState) });
}

/** The link again (null), or to another parent. */
export function useResendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentEmail: string | null) =>
      call(parentsApi.resendConsent, { body: parentEmail === null ? {} : { parentEmail } }),
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
}

const pageKey = (token: string | null) => ['signup-consent-page', token];

/** The parent's page, by the link's token. */
export function useConsentPage(token: string | null) {
  return useQuery({
    queryKey: pageKey(token),
    enabled: Boolean(token),
    queryFn: () => call(parentsApi.consentPage, { body: { token: token as string } }),
    retry: false,
  });
}

/** The parent gives (true) or withdraws (false) their consent. */
export function useConsentDecision(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (give: boolean) =>
      give
        ? call(parentsApi.giveConsent, { body: { token: token as string, consent: true } })
        : call(parentsApi.withdrawConsent, { body: { token: token as string } }),
    onSuccess: (page) => queryClient.setQueryData(pageKey(token), page),
  });
}
