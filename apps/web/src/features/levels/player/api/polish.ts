import { levelsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** GET /api/levels/polish: the student's saved documents, text by text. */
export function usePolishDocuments() {
  return useQuery({
    queryKey: ['level-26-polish'],
    queryFn: ({ signal }) => call(levelsApi.polish, undefined, { signal }),
    select: (data) => data.documents,
  });
}
