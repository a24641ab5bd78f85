import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import type { AnsweredStep, ChecklistStep, PickStep } from '../engine/steps';
import { LEVEL_11 } from './level-11';
import { check, prose, stepOf } from './level-test-support';

const step = <T extends AnsweredStep>(id: string) => stepOf<T>(LEVEL_11, id);

const entreprise = step<PickStep>('entreprise');
const visite = step<ChecklistStep>('visite');

const company = (pourquoi: string, code = '41234567800012') => ({
  code,
  label: 'Boulangerie Martin',
  notes: { pourquoi },
});

const REQUIRED = ['questions', 'contact', 'visite-faite'];
const REPORT = `L’atelier est petit et il fait très chaud près du four. Trois personnes y travaillent : le patron, une apprentie de 17 ans et une vendeuse.
Ce qui m’a surprise : ils commencent à 4 heures du matin. J’aimerais bien y faire un stage, mais je ne sais pas si je pourrais me lever aussi tôt toute l’année.`;

describe('level 11 — Visite d’entreprise', () => {
  it('is a player level proved by its steps', () => {
    expect(LEVEL_11).toMatchObject({ level: 11, screen: 'player', evidence: 'steps' });
    expect(LEVEL_11.intro.length).toBeGreaterThanOrEqual(2);
  });

  it('has unique step ids, in the expected order', () => {
    const ids = LEVEL_11.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LEVEL_11.steps.map((s) => s.kind)).toEqual(['dialogue', 'pick', 'checklist']);
    expect(ids.slice(1)).toEqual(['entreprise', 'visite']);
  });

  it('uses French typography in every text', () => {
    for (const text of prose(LEVEL_11)) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/\d [a-zé]/);
    }
  });

  it('talks about safety and virtual visits before the student picks', () => {
    const dialogue = JSON.stringify(LEVEL_11.steps[0]);
    for (const word of ['adulte', 'journée', 'virtuelle', 'Semaine de l’industrie', 'portes ouvertes']) {
      expect(dialogue).toContain(word);
    }
  });

  it('passes one company with a reason, and refuses none, two, or a short reason', () => {
    expect(entreprise).toMatchObject({ catalogue: 'entreprises', min: 1, max: 1 });
    const good = 'Elle recrute des boulangers et boulangères, et elle est à dix minutes de chez moi.';
    expect(check(entreprise, { items: [company(good)] }).passed).toBe(true);
    expect(check(entreprise, { items: [] }).passed).toBe(false);
    expect(check(entreprise, { items: [company('Près de chez moi')] }).passed).toBe(false);
    const two = { items: [company(good), company(good, '55210055400013')] };
    expect(answerSchemaFor(entreprise).safeParse(two).success).toBe(false);
  });

  it('passes the three required boxes with a real report', () => {
    expect(visite.items.filter((i) => i.required).map((i) => i.id)).toEqual(REQUIRED);
    expect(visite.report?.id).toBe('compte-rendu');
    expect(check(visite, { done: REQUIRED, report: REPORT })).toMatchObject({ passed: true, problems: [] });
    expect(check(visite, { done: [...REQUIRED, 'remerciements'], report: REPORT }).passed).toBe(true);
  });

  it('refuses a missing box, an empty report or a report too short', () => {
    const missing = check(visite, { done: ['questions', 'contact'], report: REPORT });
    expect(missing.problems.map((p) => p.field)).toEqual(['visite-faite']);
    expect(check(visite, { done: REQUIRED }).problems.map((p) => p.field)).toEqual(['compte-rendu']);
    const short = check(visite, { done: REQUIRED, report: 'C’était bien, il y avait beaucoup de monde.' });
    expect(short.problems[0]?.message).toContain('120');
  });
});
