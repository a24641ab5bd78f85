import { describe, expect, it } from 'vitest';
import { diplomasInAccessText, recommendStudies } from './study-paths';
import { aMetier, anOnisep } from './test-builders';

describe('études à partir de l’accès au métier', () => {
  it('repère les diplômes du texte ROME, du plus court au plus long', () => {
    const text = 'Cet emploi est accessible avec un BTS ou un BUT. Un CAP en facilite l’accès.';
    expect(diplomasInAccessText(text).map((d) => d.degree)).toEqual(['CAP', 'BTS', 'BUT']);
  });

  it('ne confond pas Bac pro et licence pro avec Bac et licence', () => {
    expect(diplomasInAccessText('Accessible avec un Bac professionnel.').map((d) => d.degree)).toEqual([
      'Bac pro ou brevet professionnel',
    ]);
    expect(diplomasInAccessText('Une licence professionnelle est demandée.').map((d) => d.degree)).toEqual([
      'Licence professionnelle',
    ]);
  });

  it('lit un niveau « Bac +3 à Bac +5 » quand aucun diplôme n’est nommé', () => {
    expect(
      diplomasInAccessText('Accessible avec un diplôme de niveau Bac +3 à Bac +5 en journalisme.'),
    ).toEqual([
      {
        degree: 'Diplôme de niveau Bac + 3 à Bac + 5',
        level: 'Bac + 3 à Bac + 5',
        type: 'Études supérieures courtes',
      },
    ]);
    expect(diplomasInAccessText('Cet emploi est accessible sans diplôme particulier.')[0]?.level).toBe(
      'Sans diplôme',
    );
  });

  const ONISEP_SIO = 'https://www.onisep.fr/http/redirection/formation/slug/FOR.4711';

  it('préfère les formations ONISEP, met d’abord celles qui ont leur fiche officielle et regroupe les métiers par diplôme', () => {
    const a = aMetier('RA', { title: 'Menuisier', accesMetier: 'Accessible avec un CAP.' });
    const b = aMetier('RC', { title: 'Électricien', accesMetier: 'Accessible avec un CAP ou un Bac pro.' });
    const c = aMetier('IC', {
      title: 'Développeur',
      accesMetier: 'Accessible avec un BTS.',
      onisep: anOnisep({ name: 'BTS services informatiques aux organisations', url: ONISEP_SIO }, 'Bac + 2'),
    });
    const studies = recommendStudies([a, b, c]);
    // The idea with its official fiche comes first; the others keep their métiers grouped.
    expect(studies[0]).toEqual({
      type: 'Études supérieures courtes',
      degree: 'BTS services informatiques aux organisations',
      level: 'Bac + 2',
      forJobs: ['Développeur'],
      source: 'ONISEP',
      links: [{ site: 'ONISEP', url: ONISEP_SIO }],
    });
    expect(studies[1]).toMatchObject({
      degree: 'CAP',
      forJobs: ['Menuisier', 'Électricien'],
      source: 'ROME',
      links: [],
    });
  });
});
