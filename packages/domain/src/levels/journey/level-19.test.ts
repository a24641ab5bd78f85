import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from '../engine/answers';
import { checkVoeux } from '../engine/checks';
import type { VoeuxStep } from '../engine/steps';
import { accessCategory, type LabelledWish, type WishFacts } from '../engine/voeux-check';
import { LEVEL_19 } from './level-19';
import { stepOf } from './level-test-support';

const voeux = stepOf<VoeuxStep>(LEVEL_19, 'voeux');

const wish = (code: string, taux: number | null, place = 'Lyon'): LabelledWish => ({
  code,
  label: `Formation ${code}`,
  school: `École ${code}`,
  place,
  taux,
  session: taux === null ? null : '2025',
  fiche: null,
  category: accessCategory(taux),
});

const safer: WishFacts = { ...wish('S1', 92, 'Villeurbanne') };

describe('niveau 19 : la stratégie de vœux', () => {
  it('range chaque taux d’accès : rêve sous 40 %, ambitieux jusqu’à 74 %, sûr dès 75 %', () => {
    expect([12, 39.9, 40, 74, 75, 100, null].map(accessCategory)).toEqual([
      'reve',
      'reve',
      'ambitieux',
      'ambitieux',
      'sur',
      'sur',
      'inconnu',
    ]);
  });

  it('valide une liste de trois vœux dont un sûr, dans deux villes', () => {
    const check = checkVoeux(voeux, [wish('A', 20), wish('B', 55), wish('C', 88, 'Grenoble')]);
    expect(check.passed).toBe(true);
    expect(check.result).toMatchObject({ kind: 'voeux', remarks: [] });
  });

  it('bloque une liste sans vœu sûr et propose de vraies formations plus accessibles', () => {
    const check = checkVoeux(voeux, [wish('A', 20), wish('B', 55), wish('C', 30)], {
      safer: [safer],
      elsewhere: [],
    });
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      {
        field: 'wishes',
        message:
          'Aucun de tes vœux n’est sûr\u202f: ajoute au moins une formation où 75\u00a0% des candidats ou plus reçoivent une proposition.',
      },
    ]);
    const remarks = (check.result as { remarks: { code: string; suggestions: WishFacts[] }[] }).remarks;
    expect(remarks.map((r) => r.code)).toEqual(['aucun-sur', 'que-des-reves', 'une-ville']);
    expect(remarks[0]?.suggestions).toEqual([safer]);
  });

  it('demande trois vœux au moins, sans compter deux fois la même formation', () => {
    expect(checkVoeux(voeux, [wish('A', 90)]).problems[0]?.message).toBe(
      'Ajoute encore 2 vœux\u202f: avec moins de 3 vœux, tu risques de n’avoir aucune proposition.',
    );
    const twice = answerSchemaFor(voeux).safeParse({
      wishes: [
        { code: '1', label: 'a' },
        { code: '1', label: 'a' },
      ],
    });
    expect(twice.success).toBe(false);
    const eleven = answerSchemaFor(voeux).safeParse({
      wishes: Array.from({ length: 11 }, (_, i) => ({ code: String(i), label: 'a' })),
    });
    expect(eleven.error?.issues[0]?.message).toBe('10 vœux au plus, comme sur Parcoursup.');
  });

  it('signale une seule ville et les taux inconnus sans bloquer', () => {
    const check = checkVoeux(voeux, [wish('A', 80), wish('B', null), wish('C', 60)], {
      safer: [],
      elsewhere: [safer],
    });
    expect(check.passed).toBe(true);
    const remarks = (check.result as { remarks: { code: string; message: string; blocking: boolean }[] })
      .remarks;
    expect(remarks.map((r) => [r.code, r.blocking])).toEqual([
      ['une-ville', false],
      ['taux-inconnus', false],
    ]);
    expect(remarks[1]?.message).toBe(
      'Nos données n’ont pas le taux d’accès de «\u202fFormation B\u202f». Regarde-le sur sa fiche Parcoursup avant de décider.',
    );
  });

  it('laisse passer une liste dont aucun taux n’est connu (des BTS), avec la remarque', () => {
    const check = checkVoeux(voeux, [wish('A', null), wish('B', null, 'Caen'), wish('C', null)]);
    expect(check.passed).toBe(true);
  });
});
