import type { DevenirApprentis, FormationItem } from '@declic/domain';
import type { FormationRecord } from '../../db/catalog/formation-record';

/**
 * The columns a formation item is read from, its id aside. The two lists come as JSON: Node
 * reads a JSON array natively, ten times faster than a PostgreSQL array (0.24 against 2 µs;
 * 40 of them per page of 20; docs/performance/catalogues.md).
 */
export const FORMATION_ITEM_FIELDS = `source, to_json(nm) AS nm, nmc, etab_nom, etab_url, image, facebook, linkedin,
  youtube, email, telephone, tc, typeformation, niveau, to_json(tf) AS tf, commune, departement, code_departement,
  region, fiche, taux_acces, taux_acces_session, devenir_apprentis`;

/** The columns a formation item is read from. */
export const FORMATION_ITEM_COLUMNS = `id::text AS id, ${FORMATION_ITEM_FIELDS}`;

/** A formation as the searches read it: the stored fields the item shows, and its id. */
export type FormationRow = { id: string } & Pick<
  FormationRecord,
  | 'source'
  | 'nm'
  | 'nmc'
  | 'etab_nom'
  | 'etab_url'
  | 'image'
  | 'facebook'
  | 'linkedin'
  | 'youtube'
  | 'email'
  | 'telephone'
  | 'tc'
  | 'typeformation'
  | 'niveau'
  | 'tf'
  | 'commune'
  | 'departement'
  | 'code_departement'
  | 'region'
  | 'fiche'
> & {
    taux_acces: number | null;
    taux_acces_session: string | null;
    /** Written by the inserjeunes importer in the item's shape; null when the school has no figure. */
    devenir_apprentis: DevenirApprentis | null;
  };

/** Spec section 3 formation item, with `type_formation` as the alternate key of `typeformation`. */
export function toFormationItem(row: FormationRow, score?: number): FormationItem {
  return {
    id: row.id,
    nm: row.nm,
    etab_nom: row.etab_nom,
    departement: row.departement ?? row.code_departement,
    etab_url: row.etab_url,
    image: row.image,
    facebook: row.facebook,
    linkedin: row.linkedin,
    youtube: row.youtube,
    email: row.email,
    telephone: row.telephone,
    nmc: row.nmc,
    tc: row.tc,
    typeformation: row.typeformation,
    type_formation: row.typeformation,
    tf: row.tf,
    niveau: row.niveau,
    commune: row.commune,
    region: row.region,
    code_departement: row.code_departement,
    fiche: row.fiche,
    taux_acces: row.taux_acces,
    taux_acces_session: row.taux_acces_session,
    demo: row.source === 'demo',
    ...(row.devenir_apprentis ? { devenir_apprentis: row.devenir_apprentis } : {}),
    ...(score === undefined ? {} : { score: Math.round(score * 1000) / 1000 }),
  };
}
