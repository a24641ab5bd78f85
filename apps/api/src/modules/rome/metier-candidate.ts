import type { MetierCandidate, OnisepStudyInfo } from '@declic/domain';
import type { RomeMetierRow } from '../../db/importers/rome-source';

/** A stored ROME fiche (or demo métier) as the orientation engine reads it. */
export function toCandidate(
  row: Pick<
    RomeMetierRow,
    | 'codeRome'
    | 'libelle'
    | 'riasecMajeur'
    | 'riasecMineur'
    | 'skillRiasec'
    | 'centresInteret'
    | 'keySkills'
    | 'codeDomaine'
    | 'accesMetier'
  >,
  onisep: OnisepStudyInfo | null,
): MetierCandidate {
  return {
    romeCode: row.codeRome,
    title: row.libelle,
    riasecMajeur: row.riasecMajeur,
    riasecMineur: row.riasecMineur,
    skillRiasec: row.skillRiasec,
    centresInteret: row.centresInteret,
    keySkills: row.keySkills,
    domaine: row.codeDomaine,
    accesMetier: row.accesMetier,
    onisep,
  };
}
