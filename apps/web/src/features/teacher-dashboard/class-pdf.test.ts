import { type ClassDashboard, layoutCv } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { classPdfFileName, classPdfLines } from './class-pdf';

const student = (name: string, level: number) => ({
  studentId: name,
  name,
  level,
  xp: level * 60,
  lastActiveAt: '2026-11-20T10:00:00Z',
  questionnaireDone: level > 1,
});

function aDashboard(studentCount: number): ClassDashboard {
  return {
    classroom: { id: 'c1', name: 'Première 2', grade: 'premiere', schoolYear: '2026-2027' },
    generatedAt: '2026-11-29T10:00:00Z',
    counts: { students: studentCount, started: 2, questionnaireDone: 2, inactive: 1 },
    levels: [
      { from: 1, to: 5, label: 'Niveaux 1 à 5', count: 3 },
      { from: 6, to: 10, label: 'Niveaux 6 à 10', count: 1 },
    ],
    inactive: [{ name: 'Sam', lastActiveAt: '2026-11-01T10:00:00Z' }],
    students: Array.from({ length: studentCount }, (_, i) => student(`Élève ${i + 1}`, (i % 12) + 1)),
    keyDates: [
      {
        id: 'd1',
        session: '2027',
        label: 'Ouverture de la formulation des vœux',
        startsOn: '2027-01-19',
        endsOn: null,
        source: { label: 'Parcoursup', url: 'https://www.parcoursup.gouv.fr' },
        reviewBy: null,
      },
    ],
    // Fields the page must never print, even if a later answer carried them.
    ...({ shared: 'Ma lettre de motivation' } as object),
  } as ClassDashboard;
}

describe('la page du conseil de classe', () => {
  it('la classe, l’année, la date, les chiffres, les niveaux, les inactifs, les dates et les élèves', () => {
    const text = classPdfLines(aDashboard(3)).map((line) => line.text);
    expect(text[0]).toBe('Première 2');
    expect(text[1]).toBe('Première · année 2026–2027 · au 29 novembre 2026');
    expect(text).toContain('RÉPARTITION PAR NIVEAU');
    expect(text).toContain('1–5\u202f: 3 · 6–10\u202f: 1');
    expect(text).toContain('Sam (01/11/2026)');
    expect(text).toContain('19 janvier 2027 · Ouverture de la formulation des vœux');
    expect(text).toContain('Élève 2 — niveau 2 · 120\u00a0XP · vu le 20/11/2026 · questionnaire fait');
    expect(text.join('\n')).not.toContain('lettre');
  });

  it('une classe de 25 élèves tient sur une page', () => {
    const layout = layoutCv(classPdfLines(aDashboard(25)));
    expect(Math.max(...layout.lines.map((line) => line.page))).toBe(1);
  });

  it('un nom de fichier sans accents', () => {
    expect(classPdfFileName('Première 2')).toBe('classe-premiere-2.pdf');
  });
});
