import { establishmentsApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

/** Schools by name, town or UAI (the sign-up's search box), first page only. */
export function searchEstablishments(q: string, signal?: AbortSignal) {
  return call(establishmentsApi.search, { query: { q } }, { signal });
}
