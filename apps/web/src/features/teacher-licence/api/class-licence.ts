import { classLicenceApi } from '@declic/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export const classLicenceKey = (classroomId: string) => ['classrooms', classroomId, 'licence'] as const;

/** GET /api/classrooms/:id/licence; asked again every few seconds while a payment is pending. */
export function useClassLicence(classroomId: string) {
  return useQuery({
    queryKey: classLicenceKey(classroomId),
    queryFn: ({ signal }) => call(classLicenceApi.state, { params: { id: classroomId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'en_attente' ? 5_000 : false),
  });
}

/** POST /api/classrooms/:id/licence/checkout, then off to Stripe's payment page. */
export function usePayClassLicence(classroomId: string) {
  return useMutation({
    mutationFn: () => call(classLicenceApi.checkout, { params: { id: classroomId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
