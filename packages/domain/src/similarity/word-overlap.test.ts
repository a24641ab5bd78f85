import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldAccents } from './normalize';
import {
  FORMATION_MIN_SCORE,
  keepRecommended,
  OFFRE_MIN_SCORE,
  recommendationWords,
  scoreFormation,
  scoreOffre,
  wordOverlap,
} from './word-overlap';
import { meaningfulWords } from './words';

const job = (title: string, skills: string[] = []) => ({ title, skills });
const wordArb = fc.stringMatching(/^[a-zàâçéèêëîïôûùüœ]{1,10}$/);
const textArb = fc.array(wordArb, { maxLength: 12 }).map((words) => words.join(' '));
const setArb = fc.uniqueArray(wordArb, { maxLength: 10 }).map((words) => new Set(words));

describe('mots significatifs', () => {
  it('ignore les accents, la casse, les mots courts, les mots vides et les pluriels', () => {
    expect([...meaningfulWords('Les Ingénieurs de l’Informatique et des réseaux')]).toEqual([
      'ingenieur',
      'informatique',
      'reseaux',
    ]);
  });

  it('retire les mots de diplôme et de niveau pour les formations seulement', () => {
    const name = 'BTS Services informatiques aux organisations - Bac + 2';
    expect([...meaningfulWords(name, { ignoreDiplomaWords: true })]).toEqual([
      'service',
      'informatique',
      'organisation',
    ]);
    expect(meaningfulWords(name).has('bts')).toBe(true);
  });

  it('donne les mêmes mots avec ou sans accents (propriété)', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(meaningfulWords(foldAccents(text))).toEqual(meaningfulWords(text));
        expect(meaningfulWords(text.toUpperCase())).toEqual(meaningfulWords(text));
      }),
    );
  });
});

describe('recouvrement de mots', () => {
  it('reste entre 0 et 1, symétrique, et vaut 1 pour deux ensembles identiques (propriété)', () => {
    fc.assert(
      fc.property(setArb, setArb, (a, b) => {
        const value = wordOverlap(a, b);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        expect(wordOverlap(b, a)).toBe(value);
        if (a.size > 0) expect(wordOverlap(a, a)).toBe(1);
      }),
    );
  });

  it('vaut 0 quand un côté est vide', () => {
    expect(wordOverlap(new Set(), new Set(['web']))).toBe(0);
  });
});

describe('score d’une formation (seuil 0,15)', () => {
  it('calcule les cas faits à la main', () => {
    // {service, negociation, digitalisation, relation, client} ∩ {charge, relation, client} = 2, min 3
    expect(
      scoreFormation(
        ['BTS - Services - Négociation et digitalisation de la Relation Client - en apprentissage'],
        [job('Chargé de relation client')],
      ),
    ).toBeCloseTo(2 / 3);
    // {infirmier} ⊂ {infirmier, infirmiere}
    expect(scoreFormation(['D.E Infirmier'], [job('Infirmier / Infirmière')])).toBe(1);
    // 1 mot partagé sur 7 : 0,143 < 0,15 ; sur 6 : 0,167 ≥ 0,15
    const seven = 'Licence alpha beta gamma delta epsilon zeta cuisine';
    const six = 'Licence alpha beta gamma delta epsilon cuisine';
    const chef = job('Chef cuisine pâtisserie boulangerie traiteur restauration traditionnelle');
    expect(scoreFormation([seven], [chef])).toBeCloseTo(1 / 7);
    expect(scoreFormation([seven], [chef])).toBeLessThan(FORMATION_MIN_SCORE);
    expect(scoreFormation([six], [chef])).toBeGreaterThanOrEqual(FORMATION_MIN_SCORE);
  });

  it('garde le meilleur des métiers recommandés', () => {
    expect(scoreFormation(['BUT Informatique'], [job('Boulanger'), job('Développeur informatique')])).toBe(1);
  });

  it('ne bouge pas quand on ajoute des mots vides, courts ou de diplôme (propriété)', () => {
    const noise = fc.array(
      fc.constantFrom('de', 'la', 'BTS', 'Licence', 'Bac', '+', '2', 'pour', 'des', 'option'),
    );
    fc.assert(
      fc.property(textArb, textArb, noise, (name, title, extra) => {
        const before = scoreFormation([name], [job(title)]);
        expect(scoreFormation([`${name} ${extra.join(' ')}`], [job(title)])).toBe(before);
      }),
    );
  });
});

describe('score d’une offre (titre 0,8, compétences 0,2, seuil 0,1)', () => {
  it('calcule les cas faits à la main', () => {
    const developpeur = job('Développeur / Développeuse web', ['Application web', 'Travail en équipe']);
    // titre : {developpeur, web} ⊂ {developpeur, developpeuse, web} → 1 ;
    // compétences : {concevoir, application, web} ∩ {application, web, travail, equipe} = 2 sur 3
    expect(
      scoreOffre({ intitule: 'Développeur web F/H', competences: ['Concevoir une application web'] }, [
        developpeur,
      ]),
    ).toBeCloseTo(0.8 + 0.2 * (2 / 3));
    // seulement les compétences : 0,2 ≥ 0,1
    expect(
      scoreOffre({ intitule: 'Agent de sécurité', competences: ['Travail en équipe'] }, [
        job('Infirmier', ['Travail en équipe']),
      ]),
    ).toBeCloseTo(0.2);
    // 0,8 × 1/8 = 0,1 exactement : gardé ; 0,8 × 1/9 < 0,1 : écarté
    const title8 = 'Vendeur alpha beta gamma delta epsilon zeta theta';
    const title9 = `${title8} iota`;
    const vendeur = job('Vendeur alpha2 beta2 gamma2 delta2 epsilon2 zeta2 theta2 iota2');
    expect(scoreOffre({ intitule: title8, competences: [] }, [vendeur])).toBeGreaterThanOrEqual(
      OFFRE_MIN_SCORE,
    );
    expect(scoreOffre({ intitule: title9, competences: [] }, [vendeur])).toBeLessThan(OFFRE_MIN_SCORE);
  });

  it('reste entre 0 et 1 et vaut 0,8 × titre sans compétences (propriété)', () => {
    fc.assert(
      fc.property(textArb, textArb, (intitule, title) => {
        const score = scoreOffre({ intitule, competences: [] }, [job(title)]);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(score).toBeCloseTo(0.8 * wordOverlap(meaningfulWords(intitule), meaningfulWords(title)));
      }),
    );
  });
});

describe('sélection des recommandations', () => {
  it('garde ce qui atteint le seuil, du meilleur au moins bon, à égalité dans l’ordre reçu (propriété)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true })), (scores) => {
        const items = scores.map((score, index) => ({ index, score }));
        const kept = keepRecommended(items, (item) => item.score, 0.15);
        expect(kept.every((entry) => entry.score >= 0.15)).toBe(true);
        expect(kept).toHaveLength(scores.filter((s) => s >= 0.15).length);
        for (let i = 1; i < kept.length; i += 1) {
          const [previous, current] = [kept[i - 1]!, kept[i]!];
          expect(previous.score > current.score || previous.item.index < current.item.index).toBe(true);
        }
      }),
    );
  });

  it('donne les mots de pré-filtrage des métiers recommandés', () => {
    expect(recommendationWords([job('Développeur web'), job('Technicien réseaux')], 'offre')).toEqual([
      'developpeur',
      'reseaux',
      'technicien',
      'web',
    ]);
  });
});
