import { type ApplicationStatus, type CompanyOfferBody, companiesApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const spaceKey = ['company', 'space'] as const;
const applicationsKey = (offerId: number) => ['company', 'applications', offerId] as const;

/** The company, its postings and their anonymous figures. */
export function useCompanySpace() {
  return useQuery({
    queryKey: spaceKey,
    queryFn: ({ signal }) => call(companiesApi.offers, undefined, { signal }),
  });
}

/** Creates a posting, or changes one (`id`): either way it goes to the staff's review. */
export function useSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CompanyOfferBody }) =>
      id === undefined
        ? call(companiesApi.createOffer, { body })
        : call(companiesApi.updateOffer, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: spaceKey }),
  });
}

export function useCloseOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(companiesApi.closeOffer, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: spaceKey }),
  });
}

export function useReceivedApplications(offerId: number) {
  return useQuery({
    queryKey: applicationsKey(offerId),
    queryFn: ({ signal }) => call(companiesApi.receivedApplications, { params: { id: offerId } }, { signal }),
    select: (data) => data.applications,
  });
}

export function useAnswerApplication(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: { id: string; status: ApplicationStatus; message: string }) =>
      call(companiesApi.answerApplication, { params: { id }, body: { status, message } }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey(offerId) }),
  });
}
