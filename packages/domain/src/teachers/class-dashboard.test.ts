import { describe, expect, it } from 'vitest';
import { classCsv, classSlug, csvCell } from './class-csv';
import { hasStarted, isInactive, levelDistribution, summarizeClass } from './class-dashboard';

const NOW = new Date('2026-11-29T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const student = (name: string, level: number, lastActive: number, questionnaireDone = false) => ({
  name,
  level,
  xp: level * 100,
  lastActiveAt: daysAgo(lastActive),
  questionnaireDone,
});

describe('tableau de bord d’une classe', () => {
  it('a commencé : questionnaire fait ou niveau 2 atteint', () => {
    expect(hasStarted({ level: 1, questionnaireDone: false })).toBe(false);
    expect(hasStarted({ level: 1, questionnaireDone: true })).toBe(true);
    expect(hasStarted({ level: 2, questionnaireDone: false })).toBe(true);
  });

  it('inactif à partir de 14 jours sans activité', () => {
    expect(isInactive(daysAgo(13.9), NOW)).toBe(false);
    expect(isInactive(daysAgo(14), NOW)).toBe(true);
  });

  it('chaque tranche de niveaux est listée, même vide', () => {
    const spread = levelDistribution([1, 5, 6, 10, 11, 50]);
    expect(spread.map((band) => [band.label, band.count])).toEqual([
      ['Niveaux 1 à 5', 2],
      ['Niveaux 6 à 10', 2],
      ['Niveaux 11 à 20', 1],
      ['Niveaux 21 à 30', 0],
      ['Niveaux 31 à 40', 0],
      ['Niveaux 41 à 50', 1],
    ]);
  });

  it('compte la classe et liste les inactifs, le plus silencieux d’abord', () => {
    const summary = summarizeClass(
      [student('Léa M.', 7, 1, true), student('Sam', 1, 20), student('Noé B.', 1, 30, true)],
      NOW,
    );
    expect(summary.counts).toEqual({ students: 3, started: 2, questionnaireDone: 2, inactive: 2 });
    expect(summary.inactive.map((s) => s.name)).toEqual(['Noé B.', 'Sam']);
  });
});

describe('export CSV pour le conseil de classe', () => {
  it('BOM, point-virgule, en-têtes français, une ligne par élève', () => {
    const csv = classCsv([student('Léa M.', 7, 1, true)]);
    expect(csv.startsWith('\uFEFFÉlève;Niveau;XP;Dernière activité;Questionnaire fait\r\n')).toBe(true);
    expect(csv).toContain('Léa M.;7;700;28/11/2026;oui\r\n');
  });

  it('une cellule qui commence par = + - @ ne peut pas devenir une formule', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+33')).toBe("'+33");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Léa M.')).toBe('Léa M.');
  });

  it('un nom de fichier sans accents ni espaces', () => {
    expect(classSlug('Première 2 — groupe B')).toBe('premiere-2-groupe-b');
    expect(classSlug('!!!')).toBe('classe');
  });
});
