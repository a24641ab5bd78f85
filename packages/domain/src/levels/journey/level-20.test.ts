import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import type { CalendarAnswer } from '../engine/calendar-check';
import { checkCalendar } from '../engine/checks';
import type { CalendarStep } from '../engine/steps';
import { LEVEL_20 } from './level-20';
import { stepOf } from './level-test-support';

const calendar = stepOf<CalendarStep>(LEVEL_20, 'calendrier');
const TODAY = '2026-11-26';

const parsed = (dates: unknown[]) => answerSchemaFor(calendar).parse({ dates }) as unknown as CalendarAnswer;
const openDay = {
  id: 'jpo-1',
  kind: 'portes-ouvertes',
  label: 'JPO de l’IUT de Lannion',
  date: '2027-02-06',
};
const meeting = {
  id: 'rdv-1',
  kind: 'rendez-vous',
  label: 'Rendez-vous avec Mme Caron',
  date: '2026-12-09',
  place: 'Lannion',
};

describe('niveau 20 : le calendrier de l’année', () => {
  it('passe avec une journée portes ouvertes et un rendez-vous à venir', () => {
    expect(checkCalendar(calendar, parsed([openDay, meeting]), TODAY)).toEqual({
      passed: true,
      problems: [],
    });
  });

  it('demande une journée portes ouvertes et deux dates à soi', () => {
    const messages = checkCalendar(calendar, parsed([meeting]), TODAY).problems.map((p) => p.message);
    expect(messages).toEqual([
      'Ajoute encore 1 date à toi\u202f: une journée portes ouvertes, un rendez-vous, un salon…',
      'Ajoute au moins une journée portes ouvertes d’une formation qui t’intéresse.',
    ]);
  });

  it('refuse une date passée ou trop lointaine, sous la date en cause', () => {
    const past = { ...meeting, date: '2026-11-25' };
    const far = { ...openDay, id: 'jpo-2', date: '2029-02-06' };
    expect(checkCalendar(calendar, parsed([openDay, past, far]), TODAY).problems).toEqual([
      {
        field: 'rdv-1',
        message: '«\u202fRendez-vous avec Mme Caron\u202f» est déjà passé\u202f: choisis une date à venir.',
      },
      {
        field: 'jpo-2',
        message: '«\u202fJPO de l’IUT de Lannion\u202f» est dans plus de deux ans\u202f: vérifie l’année.',
      },
    ]);
  });

  it('refuse en français une date qui n’existe pas ou un type inconnu', () => {
    const bad = answerSchemaFor(calendar).safeParse({ dates: [{ ...openDay, date: '2027-02-31' }] });
    expect(bad.error?.issues[0]?.message).toBe('Cette date n’existe pas.');
    const kind = answerSchemaFor(calendar).safeParse({ dates: [{ ...openDay, kind: 'fete' }] });
    expect(kind.error?.issues[0]?.message).toBe('Choisis le type de chaque date.');
  });
});
