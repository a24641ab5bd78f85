import type { FormationItem } from '@declic/domain';

/** A formation as the catalogue's API returns it, every optional field empty unless given. */
export function aFormationItem(overrides: Partial<FormationItem> & Pick<FormationItem, 'id'>): FormationItem {
  return {
    nm: ['Formation de test'],
    etab_nom: null,
    departement: null,
    etab_url: null,
    image: null,
    facebook: null,
    linkedin: null,
    youtube: null,
    email: null,
    telephone: null,
    nmc: null,
    tc: null,
    typeformation: null,
    type_formation: null,
    tf: [],
    niveau: null,
    commune: null,
    region: null,
    code_departement: null,
    fiche: null,
    taux_acces: null,
    taux_acces_session: null,
    demo: false,
    ...overrides,
  };
}
