import type { FormationItem, WishFacts } from '@declic/domain';

/** A wish as the list shows it; the server reads the same facts from the catalogue again. */
export type Wish = Omit<WishFacts, 'fiche'> & { fiche?: string | null };

export function wishOfFormation(formation: FormationItem): Wish {
  return {
    code: formation.id,
    label: formation.nmc ?? formation.nm[0] ?? '',
    school: formation.etab_nom,
    place: formation.commune ?? formation.departement,
    taux: formation.taux_acces,
    session: formation.taux_acces_session,
    fiche: formation.fiche,
  };
}
