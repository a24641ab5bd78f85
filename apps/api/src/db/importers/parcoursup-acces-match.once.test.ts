import { describe, expect, it } from 'vitest';
import {
  type AccesWish,
  type CatalogueFormation,
  cityKey,
  formationNameKeys,
  indexFormations,
  matchWish,
  matchWishes,
  schoolKey,
} from './parcoursup-acces-match';

let counter = 0;
const aCatalogueFormation = (overrides: Partial<CatalogueFormation>): CatalogueFormation => {
  counter += 1;
  return {
    id: String(counter),
    nm: 'Licence - Droit',
    etabNom: 'Universite Exemple',
    commune: null,
    codeDepartement: null,
    ...overrides,
  };
};
const aWish = (overrides: Partial<AccesWish>): AccesWish => ({
  nom: 'droit',
  etablissement: 'université exemple',
  ville: 'exempleville',
  ...overrides,
});

describe('noms repliés pour le rapprochement des taux d’accès', () => {
  it('ignore accents, casse, ponctuation et le lieu ajouté au nom de l’établissement', () => {
    expect(schoolKey('Université Paris 8')).toBe(schoolKey('Universite Paris 8'));
    expect(schoolKey("I.U.T d'Evry")).toBe('i u t d evry');
    expect(schoolKey('Université de Bordeaux - Bordeaux Métropole (Talence - 33)')).toBe(
      'universite de bordeaux bordeaux metropole',
    );
    expect(schoolKey('Lycée Montaigne (33)')).toBe('lycee montaigne');
    // Only a place is dropped, never a name in brackets.
    expect(schoolKey('Institut catholique de Paris (ICP)')).toBe('institut catholique de paris icp');
  });

  it('fait d’un arrondissement sa ville', () => {
    expect(cityKey('Paris  12e  Arrondissement')).toBe('paris');
    expect(cityKey('lyon 1er arrondissement')).toBe('lyon');
    expect(cityKey('Saint-Étienne')).toBe('saint etienne');
  });

  it('nomme une formation en entier, ou sans son type (et sans « Portail »), jamais par un segment plus loin', () => {
    expect(formationNameKeys('Licence - Langues etrangeres appliquees')).toEqual([
      'licence langues etrangeres appliquees',
      'langues etrangeres appliquees',
    ]);
    expect(formationNameKeys('Licence - Portail Droit - Droit')).toEqual([
      'licence portail droit droit',
      'portail droit droit',
      'droit droit',
    ]);
    expect(formationNameKeys('BTS - Services - Tourisme')).toEqual([
      'bts services tourisme',
      'services tourisme',
      'tourisme',
    ]);
    expect(formationNameKeys('Double licence - Droit / Lettres - Lettres')).not.toContain('lettres');
  });
});

describe('rapprochement d’un vœu et du catalogue', () => {
  it('trouve la formation par établissement et nom repliés, sous son nom long ou court', () => {
    const lea = aCatalogueFormation({
      nm: 'Licence - Langues etrangeres appliquees',
      etabNom: 'Universite Paris 8',
    });
    const index = indexFormations([
      lea,
      aCatalogueFormation({ nm: 'Licence - Droit', etabNom: 'Universite Paris 8' }),
    ]);
    for (const nom of ['langues étrangères appliquées', 'Licence - Langues étrangères appliquées']) {
      expect(
        matchWish(aWish({ nom, etablissement: 'université paris 8', ville: 'saint-denis' }), index),
      ).toEqual({
        matched: true,
        formation: lea,
      });
    }
  });

  it('refuse un établissement inconnu, une formation absente, ou un nom qui ne désigne que des parcours', () => {
    const index = indexFormations([
      aCatalogueFormation({ nm: 'Licence - Langues etrangeres appliquees - Parcours Anglais / Allemand' }),
      aCatalogueFormation({ nm: 'Licence - Langues etrangeres appliquees - Parcours Anglais / Russe' }),
    ]);
    expect(matchWish(aWish({ etablissement: 'université inconnue' }), index)).toEqual({
      matched: false,
      reason: 'etablissement',
    });
    expect(matchWish(aWish({ nom: 'histoire' }), index)).toEqual({ matched: false, reason: 'formation' });
    expect(matchWish(aWish({ nom: 'langues étrangères appliquées' }), index)).toEqual({
      matched: false,
      reason: 'formation',
    });
  });

  it('refuse deux formations du même nom au même établissement quand rien ne les sépare', () => {
    const index = indexFormations([aCatalogueFormation({}), aCatalogueFormation({})]);
    expect(matchWish(aWish({}), index)).toEqual({ matched: false, reason: 'ambigu' });
  });

  it('départage par la ville quand une seule est sur place et les autres ailleurs', () => {
    const dijon = aCatalogueFormation({
      nm: 'BTS - Services - Tourisme',
      etabNom: 'Lycée Saint-Joseph',
      commune: 'Dijon',
    });
    const hazebrouck = { ...dijon, id: 'h', commune: 'Hazebrouck' };
    const unknown = { ...dijon, id: 'u', commune: null };
    const wish = aWish({ nom: 'tourisme', etablissement: 'lycée saint joseph', ville: 'dijon' });
    expect(matchWish(wish, indexFormations([dijon, hazebrouck]))).toEqual({
      matched: true,
      formation: dijon,
    });
    // A candidate whose place is unknown may be the one: no guess.
    expect(matchWish(wish, indexFormations([dijon, unknown]))).toEqual({ matched: false, reason: 'ambigu' });
    // The only candidate, known to be elsewhere, is another school of the same name.
    expect(matchWish(wish, indexFormations([hazebrouck]))).toEqual({ matched: false, reason: 'lieu' });
  });

  it('lit la ville dans le nom de l’établissement, sinon le département de la ville', () => {
    const talence = aCatalogueFormation({
      nm: 'Licence - Chimie',
      etabNom: 'Université de Bordeaux - Bordeaux Métropole (Talence - 33)',
      commune: 'Bordeaux',
    });
    const wish = aWish({
      nom: 'Licence - Chimie',
      etablissement: 'université de bordeaux - bordeaux métropole',
      ville: 'Talence',
    });
    expect(matchWish(wish, indexFormations([talence]))).toMatchObject({ matched: true });

    const seine = aCatalogueFormation({ etabNom: 'Cnam Paris', codeDepartement: '75' });
    const departements = (city: string) => (city === 'saint denis' ? new Set(['93', '974']) : undefined);
    const inSaintDenis = aWish({ etablissement: 'cnam paris', ville: 'Saint-Denis' });
    expect(matchWish(inSaintDenis, indexFormations([seine]), departements)).toEqual({
      matched: false,
      reason: 'lieu',
    });
    expect(matchWish(inSaintDenis, indexFormations([seine]))).toMatchObject({ matched: true });
  });
});

describe('rapprochement de tout le fichier', () => {
  it('fait un seul vœu des lignes de même code, et refuse deux vœux sur une même formation', () => {
    const musique = aCatalogueFormation({ nm: 'Licence - Musicologie - Parcours Jazz' });
    const lettres = aCatalogueFormation({ nm: 'Licence - Lettres' });
    const outcomes = matchWishes(
      [
        aWish({ nom: 'Licence - Musicologie - Parcours Jazz', code: '12:80' }),
        aWish({ nom: 'musicologie', code: '12:80' }),
        aWish({ nom: 'lettres', code: '13:90' }),
        aWish({ nom: 'Licence - Lettres', code: '14:40' }),
      ],
      [musique, lettres, aCatalogueFormation({ nm: 'Licence - Musicologie - Parcours Rock' })],
    );
    expect(outcomes).toEqual([
      { matched: true, formation: musique },
      { matched: true, formation: musique },
      { matched: false, reason: 'doublon' },
      { matched: false, reason: 'doublon' },
    ]);
  });

  it('refuse un vœu dont les noms désignent deux formations différentes', () => {
    const outcomes = matchWishes(
      [aWish({ nom: 'Licence - Droit', code: '1:50' }), aWish({ nom: 'Licence - Lettres', code: '1:50' })],
      [aCatalogueFormation({ nm: 'Licence - Droit' }), aCatalogueFormation({ nm: 'Licence - Lettres' })],
    );
    expect(outcomes.map((outcome) => outcome.matched || outcome.reason)).toEqual(['ambigu', 'ambigu']);
  });
});
