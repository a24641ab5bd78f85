import { describe, expect, it } from 'vitest';
import { readAnalysisResults } from '../../analysis/read-results';
import { checkPortfolio } from '../engine/checks';
import type { PortfolioStep } from '../engine/steps';
import { portfolioFileName, portfolioLines } from '../portfolio/portfolio-lines';
import { portfolioSections } from '../portfolio/portfolio-sections';
import type { ProductionSourceStep } from '../productions';
import { LEVEL_24 } from './level-24';
import { stepOf } from './level-test-support';

const portfolio = stepOf<PortfolioStep>(LEVEL_24, 'portfolio');

const row = (level: number, stepId: string, answer: object, extra: Partial<ProductionSourceStep> = {}) => ({
  level,
  stepId,
  answer: answer as Record<string, unknown>,
  passed: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const ROWS: ProductionSourceStep[] = [
  row(15, 'cv', { sections: { identite: 'Léa Martin\nRennes', titre: 'Élève de terminale STMG' } }),
  row(16, 'lettre', {
    target: { catalogue: 'offres', label: 'Vendeuse H/F' },
    text: 'Madame, Monsieur,\nJe postule.',
  }),
  row(18, 'projet', {
    formation: { label: 'BTS Tourisme' },
    paragraphs: { pourquoi: 'Les voyages me passionnent.' },
  }),
  row(
    21,
    'pitch',
    { durationSeconds: 45 },
    {
      check: {
        result: { kind: 'pitch', now: { rating: 8, durationSeconds: 45 }, message: 'Tu progresses.' },
      },
    },
  ),
  row(
    19,
    'voeux',
    { wishes: [{ code: '1', label: 'BTS Tourisme' }] },
    {
      check: {
        result: {
          kind: 'voeux',
          wishes: [{ label: 'BTS Tourisme', school: 'Lycée Colbert', place: 'Lorient', category: 'sur' }],
        },
      },
    },
  ),
  row(22, 'entretien', { target: { label: 'BTS Tourisme' }, turns: [] }, { passed: false }),
];
const RESULTS = readAnalysisResults({
  strengths: ['Curiosité', 'Écoute'],
  riasec: { code: 'SEA', letters: [] },
});

describe('niveau 24 : le portfolio', () => {
  it('rassemble en entier ce que l’élève a produit, dans l’ordre, sans les étapes non validées', () => {
    const sections = portfolioSections(ROWS, RESULTS, 'ENFP');
    expect(sections.map((section) => section.id)).toEqual([
      'profil',
      'cv',
      'lettre',
      'projet',
      'voeux',
      'pitch',
    ]);
    expect(sections[4]?.blocks).toEqual([{ label: 'Sûr', text: 'BTS Tourisme — Lycée Colbert — Lorient' }]);
    expect(sections[0]?.blocks).toEqual([
      { label: 'Ton code Holland (RIASEC)', text: 'SEA' },
      { label: 'Tes points forts', text: 'Curiosité et Écoute' },
      { label: 'Ta personnalité (niveau 4)', text: 'ENFP' },
    ]);
    expect(sections[2]?.blocks).toEqual([
      { label: 'Pour «\u202FVendeuse H/F\u202F»', text: 'Madame, Monsieur,\nJe postule.' },
    ]);
    expect(sections[3]?.blocks[1]).toMatchObject({ text: 'Les voyages me passionnent.' });
    expect(sections[5]?.blocks.map((block) => block.text)).toEqual([
      '45 secondes',
      '8 sur 10',
      'Tu progresses.',
    ]);
    expect(portfolioSections([], null, null)).toEqual([]);
  });

  it('met le portfolio en lignes de PDF : en-tête, présentation, puis chaque rubrique', () => {
    const sections = portfolioSections(ROWS, null, null).slice(0, 2);
    const lines = portfolioLines('Léa', "Je m'appelle Léa.", sections, new Date('2026-11-26T10:00:00Z'));
    expect(lines.slice(0, 6)).toEqual([
      { text: 'Portfolio de Léa', style: 'title' },
      { text: 'Mon parcours d’orientation avec Déclic', style: 'subtitle' },
      { text: 'Mis à jour le 26 novembre 2026', style: 'contact' },
      { text: '', style: 'body' },
      { text: 'EN QUELQUES MOTS', style: 'heading' },
      { text: 'Je m’appelle Léa.', style: 'body' },
    ]);
    expect(lines).toContainEqual({ text: 'TON CV', style: 'heading' });
    expect(lines).toContainEqual({ text: 'Madame, Monsieur,', style: 'body' });
    expect(portfolioFileName('Léa-Rose')).toBe('declic-portfolio-lea-rose.pdf');
  });

  it('demande une présentation et trois rubriques qui existent vraiment', () => {
    const available = portfolioSections(ROWS, null, null);
    const short = checkPortfolio(portfolio, { intro: 'Moi.', sections: ['cv', 'voeux', 'star'] }, available);
    expect(short.problems.map((problem) => problem.message)).toEqual([
      'Présente-toi en quelques phrases\u202F: 80 caractères au moins (tu en as 4).',
      'Garde au moins 3 rubriques dans ton portfolio (tu en as 2).',
    ]);
    const intro =
      'Je suis Léa, en terminale STMG à Rennes. Je vise un BTS Tourisme pour travailler dans l’accueil.';
    expect(checkPortfolio(portfolio, { intro, sections: ['cv', 'lettre', 'projet'] }, available).passed).toBe(
      true,
    );
  });
});
