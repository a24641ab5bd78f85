import type { MetierSheet } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';

interface WorkContext {
  libelle: string;
  type: string;
}

/** One métier of the catalogue with its main appellations, for job cards and job sheets. */
export async function readMetierSheet(
  database: DatabaseHandle,
  romeCode: string,
): Promise<MetierSheet | null> {
  const [row] = await database.query<{
    code_rome: string;
    libelle: string;
    riasec_majeur: string;
    riasec_mineur: string | null;
    definition: string;
    acces_metier: string;
    key_skills: string[];
    savoir_etre: Array<{ libelle: string }>;
    contextes_travail: WorkContext[];
    source: 'rome' | 'demo';
    appellations: string[] | null;
  }>(
    `SELECT m.code_rome, m.libelle, m.riasec_majeur, m.riasec_mineur, m.definition, m.acces_metier, m.key_skills,
            m.savoir_etre, m.contextes_travail, m.source,
            (SELECT array_agg(a.libelle ORDER BY a.principale DESC, a.libelle)
               FROM (SELECT libelle, principale FROM rome_appellations WHERE code_rome = m.code_rome
                      ORDER BY principale DESC, libelle LIMIT 8) a) AS appellations
       FROM rome_metiers m WHERE m.code_rome = $1`,
    [romeCode],
  );
  if (!row) return null;
  return {
    romeCode: row.code_rome,
    title: row.libelle,
    riasecMajeur: row.riasec_majeur,
    riasecMineur: row.riasec_mineur,
    definition: row.definition,
    accesMetier: row.acces_metier,
    keySkills: row.key_skills,
    appellations: row.appellations ?? [],
    contexts: groupByType(row.contextes_travail),
    savoirEtre: row.savoir_etre.map((item) => item.libelle),
    source: row.source,
  };
}

/** The contexts with the same heading side by side, headings in the order they first appear. */
function groupByType(contexts: WorkContext[]): WorkContext[] {
  const types = [...new Set(contexts.map((context) => context.type))];
  return types.flatMap((type) => contexts.filter((context) => context.type === type));
}
