import { describe, expect, it } from 'vitest';
import { cvSnapshot } from './cv-snapshot';

describe('CV joint à une candidature', () => {
  it('garde les rubriques remplies, avec leur nom, dans l’ordre du CV', () => {
    const cv = cvSnapshot({ sections: { titre: 'Élève de seconde', identite: 'Léa Martin', vide: ' ' } });
    expect(cv).toEqual([
      { label: 'Prénom, nom et contact', text: 'Léa Martin' },
      { label: 'Titre', text: 'Élève de seconde' },
    ]);
  });

  it('rien quand le CV est vide ou illisible', () => {
    expect(cvSnapshot({ sections: { identite: '  ' } })).toBeNull();
    expect(cvSnapshot('pas un CV')).toBeNull();
    expect(cvSnapshot(undefined)).toBeNull();
  });
});
