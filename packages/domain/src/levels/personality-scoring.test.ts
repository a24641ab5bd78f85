import { describe, expect, it } from 'vitest';
import { PERSONALITY_ITEMS } from './personality-items';
import { closeToSentences, type PersonalityAnswer, scorePersonality } from './personality-scoring';

/** Answers every item with `agree` when it is keyed toward one of `poles`, else `disagree`. */
function answersToward(poles: string, agree: PersonalityAnswer = 'Oui', disagree: PersonalityAnswer = 'Non') {
  return new Map(PERSONALITY_ITEMS.map((item) => [item.id, poles.includes(item.pole) ? agree : disagree]));
}

describe('personality items', () => {
  it('has 40 items, 10 per axis, half keyed each way', () => {
    expect(PERSONALITY_ITEMS).toHaveLength(40);
    for (const pole of 'ESTJINFP') {
      expect(PERSONALITY_ITEMS.filter((item) => item.pole === pole)).toHaveLength(5);
    }
    expect(new Set(PERSONALITY_ITEMS.map((item) => item.text)).size).toBe(40);
  });
});

describe('personality scoring', () => {
  it('finds a clear-cut type with 100 % per axis', () => {
    const result = scorePersonality(PERSONALITY_ITEMS, answersToward('ESTJ'));
    expect(result.type).toBe('ESTJ');
    expect(result.axes.map((axis) => axis.firstPolePercent)).toEqual([100, 100, 100, 100]);
    expect(result.neighbours).toEqual([]);
    expect(closeToSentences(result)).toEqual([]);
  });

  it('scores the opposite type at 0 % for the first poles', () => {
    const result = scorePersonality(PERSONALITY_ITEMS, answersToward('INFP'));
    expect(result.type).toBe('INFP');
    expect(result.axes.map((axis) => axis.firstPolePercent)).toEqual([0, 0, 0, 0]);
  });

  it('weights Un peu and Pas trop by half', () => {
    const result = scorePersonality(PERSONALITY_ITEMS, answersToward('ESTJ', 'Un peu', 'Pas trop'));
    expect(result.axes.map((axis) => axis.firstPolePercent)).toEqual([75, 75, 75, 75]);
  });

  it('names the neighbouring type when an axis is within ±5 %', () => {
    const answers = answersToward('ENFJ');
    // One E item and one I item answered 'Je ne sais pas', one I item agreed: E/I ends near 50 %.
    const eiItems = PERSONALITY_ITEMS.filter((item) => item.axis === 'EI');
    for (const item of eiItems) answers.set(item.id, 'Je ne sais pas');
    answers.set(eiItems[0]!.id, 'Un peu');
    const result = scorePersonality(PERSONALITY_ITEMS, answers);
    expect(result.axes[0]!.firstPolePercent).toBe(53);
    expect(result.type).toBe('ENFJ');
    expect(result.neighbours).toEqual(['INFJ']);
    expect(closeToSentences(result)).toEqual([
      'Sur l’axe E/I, tes réponses sont presque à égalité (53\u00a0% E)\u202f: ton profil est aussi proche de INFJ.',
    ]);
  });

  it('with no answer every axis sits at 50 % and is reported close', () => {
    const close = scorePersonality(PERSONALITY_ITEMS, new Map());
    expect(close.axes.every((axis) => axis.close && axis.firstPolePercent === 50)).toBe(true);
  });
});
