import { describe, expect, it } from 'vitest';
import { formatEuros, NNBSP } from '../../format/typography';
import {
  approximateNet,
  checkSalaryQuiz,
  evaluateSalary,
  parseBeginnerGross,
  pickMedian,
  publicSalaryEvaluation,
  type SalaryEvaluationInput,
  SMIC,
} from './salary-evaluation';

const developpeur: SalaryEvaluationInput = {
  title: 'Développeur / Développeuse informatique',
  romeCode: 'M1805',
  salary: {
    beginner: {
      text: '2830 euros brut par mois',
      metier: 'développeur/euse informatique',
      url: 'https://www.onisep.fr/http/redirection/metier/slug/MET.100',
    },
    medians: [
      { fap: 'M0Z60', libelle: 'Employés et opérateurs en informatique', median: 1594, periode: '2017-2019' },
      { fap: 'M1Z80', libelle: 'Techniciens d’étude', median: 1950, periode: '2017-2019' },
      { fap: 'M2Z90', libelle: 'Ingénieurs et cadres', median: 3100, periode: '2017-2019' },
    ],
  },
};

const unknownJob: SalaryEvaluationInput = {
  title: 'astronaute de la mer',
  romeCode: null,
  salary: { beginner: null, medians: [] },
};

describe('salaire du débutant lu dans le texte ONISEP', () => {
  it.each([
    ['Salaire du débutant : 1 800 € brut par mois', 1800],
    ['1\u202F800\u00A0€ brut par mois', 1800],
    ['1 800 euros brut par mois.', 1800],
    ['2830 euros brut par mois', 2830],
    ['Entre 1 900 et 2 300 € brut par mois.', 1900],
    ['De 2300 à 1900 euros brut par mois.', 1900],
    ['À partir de 2000 euros brut par mois.', 2000],
    ['1486,56 euros brut par mois.', 1486.56],
    ['À partir de 1895 euros brut mensuel (sur une base de 35 heures hebdo) dans le spectacle.', 1895],
    ['En tant qu’élève, il perçoit 1486 euros en 1re année ; 2200 euros en 2e année (sur 35 heures).', 1486],
  ])('« %s » → %d € brut', (text, amount) => {
    expect(parseBeginnerGross(text)).toEqual({ amountGross: amount, fromSmic: false });
  });

  it.each([
    'Smic',
    'À partir du Smic.',
    "A partir du Smic et jusqu'à 2000 euros brut par mois.",
    'Du Smic à 2500 euros brut par mois.',
  ])('« %s » → le Smic', (text) => {
    expect(parseBeginnerGross(text)).toEqual({ amountGross: SMIC.monthlyGross, fromSmic: true });
  });

  it.each([
    'Variable',
    "Variable en fonction du lieu d'exercice.",
    'Salaire du débutant',
    '',
    '1500 euros net par mois',
    '1414 euros brut par semaine pour le 1er assistant réalisateur (sur une base de 39 heures hebdo).',
    'La convention prévoit un salaire hebdomadaire minimal de 1415 euros brut pour 39 heures.',
  ])('« %s » → pas de montant', (text) => {
    expect(parseBeginnerGross(text)).toBeNull();
  });

  it('passe du brut au net « environ », à 10 € près', () => {
    expect(approximateNet(2830)).toBe(2210);
    expect(approximateNet(SMIC.monthlyGross)).toBe(1420);
  });
});

describe('médiane retenue', () => {
  const medians = developpeur.salary.medians;

  it('prend le premier niveau de poste qui atteint le net du débutant, sinon le plus haut', () => {
    expect(pickMedian(medians, 2210)?.fap).toBe('M2Z90');
    expect(pickMedian(medians, 1420)?.fap).toBe('M0Z60');
    expect(pickMedian(medians, 5000)?.fap).toBe('M2Z90');
  });

  it('prend celle du milieu sans chiffre de débutant, et rien sans médiane', () => {
    expect(pickMedian(medians, null)?.fap).toBe('M1Z80');
    expect(pickMedian([], 1000)).toBeNull();
  });
});

describe('évaluation d’un métier', () => {
  it('donne les chiffres avec leurs sources, sans les modifier', () => {
    const evaluation = evaluateSalary(developpeur);
    expect(evaluation.job).toEqual({ title: developpeur.title, romeCode: 'M1805' });
    expect(evaluation.beginner).toEqual({
      text: '2830 euros brut par mois',
      amountGross: 2830,
      fromSmic: false,
      source: { label: 'ONISEP', url: 'https://www.onisep.fr/http/redirection/metier/slug/MET.100' },
    });
    expect(evaluation.median).toMatchObject({
      amountNet: 3100,
      fap: 'M2Z90',
      periode: '2017-2019',
      source: { label: 'DARES, salaires par famille professionnelle', url: expect.stringMatching(/^https:/) },
    });
  });

  it('écrit un budget de 2 à 4 phrases, en typographie française', () => {
    const { budget } = evaluateSalary(developpeur);
    expect(budget.length).toBeGreaterThanOrEqual(2);
    expect(budget.length).toBeLessThanOrEqual(4);
    expect(budget[0]).toContain(`environ ${formatEuros(2210)} net`);
    expect(budget[0]).toContain('ONISEP');
    expect(budget.join(' ')).toContain(`${formatEuros(3100)} net par mois (période 2017-2019`);
    expect(budget.join(' ')).toContain('Avec l’expérience');
    for (const sentence of budget) {
      expect(sentence).not.toMatch(/ [:;!?]/);
      expect(sentence).toMatch(/\.$/);
    }
  });

  it('cite le Smic avec sa date et sa source quand l’ONISEP dit « Smic »', () => {
    const evaluation = evaluateSalary({
      title: 'Cuisinier / Cuisinière',
      romeCode: 'G1602',
      salary: {
        beginner: { text: 'À partir du Smic.', metier: 'cuisinier/ère', url: null },
        medians: [{ fap: 'S1Z40', libelle: 'Cuisiniers', median: 1500, periode: '2017-2019' }],
      },
    });
    expect(evaluation.beginner).toMatchObject({ amountGross: SMIC.monthlyGross, fromSmic: true });
    expect(evaluation.budget[0]).toContain('Smic');
    expect(evaluation.budget[0]).toContain('1er janvier 2026');
    expect(evaluation.quiz[0]?.explanation).toContain('Service-Public.fr');
  });

  it('dit honnêtement quand l’ONISEP ne donne pas de montant', () => {
    const evaluation = evaluateSalary({
      ...developpeur,
      salary: { ...developpeur.salary, beginner: { text: 'Variable.', metier: 'x', url: null } },
    });
    expect(evaluation.beginner?.amountGross).toBeNull();
    expect(evaluation.budget[0]).toContain('pas de montant précis');
    expect(evaluation.median?.fap).toBe('M1Z80');
    expect(evaluation.quiz[0]?.id).toBe('salaire-median-chiffre');
  });

  it('sans aucun chiffre, le dit et garde trois questions de notions', () => {
    const evaluation = evaluateSalary(unknownJob);
    expect(evaluation.beginner).toBeNull();
    expect(evaluation.median).toBeNull();
    expect(evaluation.budget[0]).toBe(
      'Nous n’avons pas de chiffre de salaire pour ce métier dans nos données (ONISEP, DARES).',
    );
    expect(evaluation.quiz.map((q) => q.id)).toEqual(['smic', 'salaire-median', 'brut-net']);
  });
});

describe('quiz sur les chiffres', () => {
  it('propose le vrai montant parmi des montants faux, tous différents et rangés', () => {
    const [first] = evaluateSalary(developpeur).quiz;
    expect(first?.id).toBe('salaire-debutant');
    expect(first?.options[first.answer]).toBe(formatEuros(2830));
    expect(new Set(first?.options).size).toBe(4);
    const values = first?.options.map((o) => Number(o.replace(/\D/g, ''))) ?? [];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(first?.text.endsWith(`${NNBSP}?`)).toBe(true);
  });

  it('est le même à chaque appel (pas de hasard)', () => {
    expect(evaluateSalary(developpeur).quiz).toEqual(evaluateSalary(developpeur).quiz);
  });

  it('ne met pas toujours la bonne réponse à la même place', () => {
    const titles = ['Boulanger', 'Infirmier', 'Plombier', 'Comptable', 'Cuisinier', 'Maçon', 'Pilote'];
    const positions = new Set(
      titles.flatMap((title) => evaluateSalary({ ...developpeur, title }).quiz.map((q) => q.answer)),
    );
    expect(positions.size).toBeGreaterThan(1);
  });

  it('cache réponses et explications dans la version envoyée à l’élève', () => {
    const shown = publicSalaryEvaluation(evaluateSalary(developpeur));
    for (const question of shown.quiz)
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'text']);
  });

  it('est noté par le correcteur de quiz du moteur de niveaux', () => {
    const { quiz } = evaluateSalary(developpeur);
    const right = Object.fromEntries(quiz.map((q) => [q.id, q.answer]));
    expect(checkSalaryQuiz(quiz, right)).toMatchObject({ passed: true, result: { score: 3, total: 3 } });
    const twoRight = { ...right, 'brut-net': (right['brut-net']! + 1) % 3 };
    const wrong = Object.fromEntries(quiz.map((q) => [q.id, (q.answer + 1) % q.options.length]));
    expect(checkSalaryQuiz(quiz, wrong).passed).toBe(false);
    expect(checkSalaryQuiz(quiz, twoRight).passed).toBe(true);
    expect(checkSalaryQuiz(quiz, {}).problems[0]?.message).toBe('Réponds à toutes les questions.');
  });
});
