import { describe, expect, it } from 'vitest';
import { compareSavoirEtre } from './level-12-comparison';

const infirmier = {
  code: 'J1506',
  label: 'Infirmier / Infirmière',
  savoirEtre: [
    { codeOgr: '300412', libelle: "Etre à l'écoute, faire preuve d'empathie" },
    { codeOgr: '300465', libelle: "Avoir l'esprit d'équipe" },
    { codeOgr: '300999', libelle: 'Faire preuve de calme' },
  ],
};
const developpeur = {
  code: 'M1805',
  label: 'Développeur / Développeuse informatique',
  savoirEtre: [
    { codeOgr: '300460', libelle: "Faire preuve d'autonomie" },
    { codeOgr: '300465', libelle: "Avoir l'esprit d'équipe" },
    { codeOgr: '300999', libelle: 'Faire preuve de calme' },
    { codeOgr: '300497', libelle: "Faire preuve de créativité, d'inventivité" },
  ],
};

describe('comparaison des savoir-être du niveau 12 avec les métiers du niveau 6', () => {
  it('liste les huit qualités dans l’ordre du test, chacune avec les métiers qui la demandent', () => {
    const comparison = compareSavoirEtre([infirmier, developpeur]);
    expect(comparison.metiers).toEqual([
      { code: 'J1506', label: 'Infirmier / Infirmière' },
      { code: 'M1805', label: 'Développeur / Développeuse informatique' },
    ]);
    expect(comparison.dimensions.map((d) => d.dimension)).toEqual([
      'rigueur',
      'organisation',
      'esprit-equipe',
      'autonomie',
      'force-de-proposition',
      'leadership',
      'ecoute',
      'reactivite',
    ]);
    const askedBy = Object.fromEntries(comparison.dimensions.map((d) => [d.dimension, d.askedBy]));
    expect(askedBy['esprit-equipe']).toEqual([
      'Infirmier / Infirmière',
      'Développeur / Développeuse informatique',
    ]);
    expect(askedBy.ecoute).toEqual(['Infirmier / Infirmière']);
    expect(askedBy.autonomie).toEqual(['Développeur / Développeuse informatique']);
    expect(askedBy.rigueur).toEqual([]);
  });

  it('garde une fois chacun les autres savoir-être des fiches', () => {
    expect(compareSavoirEtre([infirmier, developpeur]).others).toEqual([
      'Faire preuve de calme',
      "Faire preuve de créativité, d'inventivité",
    ]);
  });

  it('sans métier choisi, personne ne demande rien', () => {
    const comparison = compareSavoirEtre([]);
    expect(comparison.metiers).toEqual([]);
    expect(comparison.others).toEqual([]);
    expect(comparison.dimensions).toHaveLength(8);
    expect(comparison.dimensions.every((d) => d.askedBy.length === 0)).toBe(true);
  });
});
