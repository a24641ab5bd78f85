import { describe, expect, it } from 'vitest';
import { PROJET_MOTIVE_MAX_LENGTH } from '../../facts/parcoursup';
import { answerSchemaFor } from '../engine/answers';
import { checkProjet } from '../engine/checks';
import { attendusCoverage, type ProjetAnswer } from '../engine/projet-check';
import type { ProjetStep } from '../engine/steps';
import { LEVEL_18 } from './level-18';
import { stepOf } from './level-test-support';

const projet = stepOf<ProjetStep>(LEVEL_18, 'projet');
const formation = { code: '42', label: 'BTS Services informatiques aux organisations' };

// Written for the test, in the shape of national attendus.
const ATTENDUS = [
  'S’intéresser au numérique et à l’informatique',
  'Savoir travailler en équipe sur un projet',
  'Disposer de compétences pour communiquer à l’écrit et à l’oral, y compris en anglais',
  'Faire preuve de rigueur et d’organisation dans son travail',
];

const GOOD = {
  pourquoi:
    'Le programme du BTS SIO m’attire parce qu’il mêle réseaux et développement. Je l’ai découvert lors de la journée portes ouvertes du lycée Rive Gauche, où une étudiante de deuxième année m’a montré son projet de site pour une association.',
  preuves:
    'Depuis la troisième, je passe beaucoup de temps sur l’informatique : j’ai installé un réseau pour l’atelier de mon oncle et j’apprends le Python seul. Cette année, j’ai monté le site de mon club de hand avec deux amis ; nous avons travaillé en équipe, chacun sa partie, avec un tableau de suivi. J’ai présenté notre projet à l’oral devant la classe, et je lis des tutoriels en anglais chaque semaine.',
  apres:
    'Après le BTS, je voudrais devenir administrateur réseau dans une PME, ou poursuivre en licence professionnelle si mes résultats le permettent.',
};

const parsed = (paragraphs: Record<string, string>, chosen = formation) =>
  answerSchemaFor(projet).parse({ formation: chosen, paragraphs }) as unknown as ProjetAnswer;

describe('niveau 18 : le projet de formation motivé', () => {
  it('passe quand les trois paragraphes sont écrits et répondent à au moins trois attendus', () => {
    const result = checkProjet(projet, parsed(GOOD), ATTENDUS);
    expect(result.problems).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.result).toEqual({
      kind: 'attendus',
      attendus: [
        { text: ATTENDUS[0], covered: true },
        { text: ATTENDUS[1], covered: true },
        { text: ATTENDUS[2], covered: true },
        { text: ATTENDUS[3], covered: false },
      ],
    });
  });

  it('refuse un texte qui ne répond à aucun attendu, en disant combien il en faut', () => {
    const vague = {
      pourquoi: 'Cette formation me plaît beaucoup et je pense qu’elle me correspond vraiment bien. '.repeat(
        3,
      ),
      preuves: 'Je suis motivé, sérieux et dynamique, et j’ai toujours voulu réussir mes études. '.repeat(4),
      apres: 'Plus tard, je veux avoir un bon métier qui me plaît et gagner ma vie. '.repeat(2),
    };
    const result = checkProjet(projet, parsed(vague), ATTENDUS);
    expect(result.passed).toBe(false);
    expect(result.problems.map((p) => p.message)).toContain(
      'Ton texte répond à 0 attendu sur 4\u202f: montre-en au moins 3, avec un exemple à toi pour chacun.',
    );
  });

  it('ne compte pas les mots que tous les attendus partagent (« compétences », « capacités »)', () => {
    const coverage = attendusCoverage(
      ['Disposer de capacités d’analyse'],
      'J’ai des compétences et des capacités.',
    );
    expect(coverage[0]?.covered).toBe(false);
    expect(
      attendusCoverage(['Disposer de capacités d’analyse'], 'J’aime analyser un texte.')[0]?.covered,
    ).toBe(true);
  });

  it('refuse un texte plus long que la limite de Parcoursup, en disant combien couper', () => {
    const long = {
      ...GOOD,
      preuves: `${GOOD.preuves} ${'Je code aussi des petits jeux le soir. '.repeat(30)}`,
    };
    const result = checkProjet(projet, parsed(long), ATTENDUS);
    const message = result.problems.find((p) => p.field === 'text')?.message ?? '';
    expect(message).toMatch(
      /^Ton projet fait 1\u202f\d{3} caractères\u202f: Parcoursup en accepte 1\u202f500\. Coupe \d+ caractères\.$/,
    );
    expect(PROJET_MOTIVE_MAX_LENGTH.value).toBe(1500);
  });

  it('demande de développer un paragraphe trop court, et de choisir la formation d’abord', () => {
    const short = checkProjet(projet, parsed({ ...GOOD, apres: 'Devenir technicien.' }), ATTENDUS);
    expect(short.problems[0]).toEqual({
      field: 'apres',
      message: 'Développe «\u202fTon projet après\u202f»\u202f: encore 81 caractères au moins.',
    });
    const none = answerSchemaFor(projet).parse({ paragraphs: GOOD }) as unknown as ProjetAnswer;
    expect(checkProjet(projet, none, ATTENDUS).problems).toEqual([
      { field: 'formation', message: 'Choisis d’abord une formation.' },
    ]);
  });

  it('repère un passage laissé à compléter', () => {
    const gap = { ...GOOD, apres: `${GOOD.apres} Je visite le lycée le [date].` };
    expect(checkProjet(projet, parsed(gap), ATTENDUS).problems.map((p) => p.message)).toContain(
      'Il reste un passage à compléter\u202f: «\u202f[date]\u202f».',
    );
  });
});
