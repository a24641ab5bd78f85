import type { DatabaseHandle } from '../../db/database';
import { romeCodesOf } from './rome-match.repository';

export interface BeginnerSalary {
  /** ONISEP's text as written. */
  text: string;
  metier: string;
  url: string | null;
}

export interface MedianSalary {
  fap: string;
  libelle: string | null;
  /** Net monthly euros. */
  median: number;
  periode: string;
}

export interface SalaryFacts {
  beginner: BeginnerSalary | null;
  /** One per FAP the ROME code falls under, lowest first. */
  medians: MedianSalary[];
}

/**
 * The salaries of a ROME 4.0 fiche: its own code and its ROME v3 parent (ROME 4 split some
 * fiches) lead to ONISEP métiers and, through the DARES bridge, to FAP225 medians.
 */
export async function readSalaryFacts(
  database: DatabaseHandle,
  romeCode: string,
  /** The job as the student named it: picks the closest ONISEP métier among those of the code. */
  titleHint = '',
): Promise<SalaryFacts> {
  const codes = await romeCodesOf(database, romeCode);
  const [beginner] = await database.query<{
    salaire_debutant: string;
    nom_metier: string;
    url: string | null;
  }>(
    `SELECT salaire_debutant, nom_metier, url FROM salaires_onisep
      WHERE rome_codes && $1::text[]
      ORDER BY similarity(declic_unaccent(lower(nom_metier)), declic_unaccent(lower($3))) DESC,
               (rome_codes[1] = $2) DESC, cardinality(rome_codes), id_onisep LIMIT 1`,
    [codes, romeCode, titleHint],
  );
  const medians = await database.query<{
    fap: string;
    libelle: string | null;
    salaire_median: number;
    periode: string;
  }>(
    `SELECT DISTINCT ON (f.fap) f.fap, f.libelle, f.salaire_median, f.periode
       FROM salaires_dares_fap_rome b JOIN salaires_dares_fap f ON f.fap = b.fap
      WHERE b.rome_v3 = ANY($1::text[])
      ORDER BY f.fap, f.periode DESC`,
    [codes],
  );
  return {
    beginner: beginner
      ? { text: beginner.salaire_debutant, metier: beginner.nom_metier, url: beginner.url }
      : null,
    medians: medians
      .map((row) => ({
        fap: row.fap,
        libelle: row.libelle,
        median: row.salaire_median,
        periode: row.periode,
      }))
      .sort((a, b) => a.median - b.median),
  };
}
