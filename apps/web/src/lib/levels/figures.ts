import { type DatedFigure, type FigureId, figuresApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api-call';

/** GET /api/facts: every dated figure in force, with its date and official source. */
export function useFigures(enabled = true) {
  const query = useQuery({
    queryKey: ['dated-figures'],
    queryFn: ({ signal }) => call(figuresApi.list, undefined, { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
  const byId = new Map((query.data?.figures ?? []).map((figure) => [figure.id, figure]));
  return { ...query, figure: (id: FigureId): DatedFigure | undefined => byId.get(id) };
}
