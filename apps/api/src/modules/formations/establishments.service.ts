import { ESTABLISHMENT_PAGE_SIZE, type Establishment } from '@declic/domain';
import type { Queryable } from '../../db/database';
import { searchEstablishments } from './establishments.repository';

/** One page of schools; one more row is read to know whether another page follows. */
export async function establishmentPage(
  db: Queryable,
  query: { q: string; page: number },
): Promise<{ establishments: Establishment[]; page: number; hasMore: boolean }> {
  const rows = await searchEstablishments(db, query.q, {
    limit: ESTABLISHMENT_PAGE_SIZE + 1,
    offset: (query.page - 1) * ESTABLISHMENT_PAGE_SIZE,
  });
  return {
    establishments: rows.slice(0, ESTABLISHMENT_PAGE_SIZE),
    page: query.page,
    hasMore: rows.length > ESTABLISHMENT_PAGE_SIZE,
  };
}
