import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/certificates/{code}: a certificate as its public page shows it. */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['certificate', code],
    queryFn: ({ signal }) => call(levelsApi.certificate, { params: { code } }, { signal }),
    retry: false,
  });
}
