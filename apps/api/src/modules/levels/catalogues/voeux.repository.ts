import type { WishFacts } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';

/** A wish as the catalogue knows it, with what finds its alternatives (diploma, region). */
export interface WishRow extends WishFacts, Record<string, unknown> {
  name: string;
  attendus_key: string | null;
  code_region: string | null;
}

const WISH_COLUMNS = `
  f.id::text AS code, coalesce(f.nmc, f.nm[1]) AS label, f.etab_nom AS school,
  coalesce(f.commune, f.departement) AS place, f.taux_acces::float8 AS taux,
  f.taux_acces_session AS session, f.fiche, f.nm[1] AS name, f.attendus_key, f.code_region`;

/** The wishes found in the catalogue, in no particular order; unknown codes are left out. */
export function findWishes(database: DatabaseHandle, codes: string[]): Promise<WishRow[]> {
  const ids = codes.filter((code) => /^\d{1,18}$/.test(code));
  return database.query<WishRow>(
    `SELECT ${WISH_COLUMNS} FROM catalog_formations f WHERE f.id = ANY($1::bigint[])`,
    [ids],
  );
}

export interface AlternativesQuery {
  wishes: WishRow[];
  /** Only formations with at least this access rate. */
  minTaux?: number;
  /** Only formations outside this town. */
  awayFrom?: string;
  limit: number;
}

/**
 * Real formations that prepare the same diplomas as the wishes (same mention, or same name),
 * not already in the list: those of the wishes' regions first, then the most accessible.
 */
export function findAlternatives(database: DatabaseHandle, query: AlternativesQuery): Promise<WishRow[]> {
  const { wishes } = query;
  const keys = wishes.flatMap((wish) => (wish.attendus_key ? [wish.attendus_key] : []));
  return database.query<WishRow>(
    `SELECT ${WISH_COLUMNS} FROM catalog_formations f
      WHERE (f.attendus_key = ANY($1::text[]) OR f.nm[1] = ANY($2::text[]))
        AND NOT (f.id = ANY($3::bigint[]))
        AND ($4::real IS NULL OR f.taux_acces >= $4)
        AND ($5::text IS NULL OR coalesce(f.commune, f.departement, '') <> $5)
      ORDER BY coalesce(f.code_region = ANY($6::text[]), false) DESC, f.taux_acces DESC NULLS LAST, f.id
      LIMIT $7`,
    [
      keys,
      wishes.map((wish) => wish.name),
      wishes.map((wish) => wish.code),
      query.minTaux ?? null,
      query.awayFrom ?? null,
      wishes.flatMap((wish) => (wish.code_region ? [wish.code_region] : [])),
      query.limit,
    ],
  );
}
