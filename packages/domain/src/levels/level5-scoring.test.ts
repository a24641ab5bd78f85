import { describe, expect, it } from 'vitest';
import {
  countWords,
  englishLevelFromScore,
  englishLevelOf,
  isLevel5AnswerValid,
  level5InputError,
  scoreLevel5,
} from './level5-scoring';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('level 5 scoring, rule by rule', () => {
  it('gives nothing for empty answers', () => expect(scoreLevel5({})).toBe(0));

  it('listening1: teacher or professor +25', () => {
    expect(scoreLevel5({ listening1: 'She is a Teacher' })).toBe(25);
    expect(scoreLevel5({ listening1: 'a professor' })).toBe(25);
    expect(scoreLevel5({ listening1: 'a doctor' })).toBe(0);
  });

  it('listening2: park or garden +25', () => {
    expect(scoreLevel5({ listening2: 'in the park' })).toBe(25);
    expect(scoreLevel5({ listening2: 'the garden' })).toBe(25);
    expect(scoreLevel5({ listening2: 'at school' })).toBe(0);
  });

  it('speaking1: more than 20 words +15', () => {
    expect(scoreLevel5({ speaking1: words(21) })).toBe(15);
    expect(scoreLevel5({ speaking1: words(20) })).toBe(0);
  });

  it("speaking1: 'I' and 'like' +10, both needed", () => {
    expect(scoreLevel5({ speaking1: 'I like music' })).toBe(10);
    expect(scoreLevel5({ speaking1: 'we like music' })).toBe(0);
    expect(scoreLevel5({ speaking1: 'I play music' })).toBe(0);
  });

  it('speaking1: because or so +5', () => {
    expect(scoreLevel5({ speaking1: 'tired because late' })).toBe(5);
    expect(scoreLevel5({ speaking1: 'late so tired' })).toBe(5);
    expect(scoreLevel5({ speaking1: 'I like it because it is fun' })).toBe(15);
  });

  it('reading1: independent, playful, cute or fun +20', () => {
    for (const adjective of ['independent', 'playful', 'cute', 'fun']) {
      expect(scoreLevel5({ reading1: adjective })).toBe(20);
    }
    expect(scoreLevel5({ reading1: 'independent, playful, cute, fun' })).toBe(20);
    expect(scoreLevel5({ reading1: 'big' })).toBe(0);
  });

  it('writing1: at least 5 sentences split on . ! ? +15', () => {
    expect(scoreLevel5({ writing1: 'One. Two! Three? Four. Five.' })).toBe(15);
    expect(scoreLevel5({ writing1: 'One. Two! Three? Four.' })).toBe(0);
  });

  it('writing1: more than 50 words +10', () => {
    expect(scoreLevel5({ writing1: words(51) })).toBe(10);
    expect(scoreLevel5({ writing1: words(50) })).toBe(0);
  });

  it("writing1: 'I ' and 'my ' +5", () => {
    expect(scoreLevel5({ writing1: 'I love my dog' })).toBe(5);
    expect(scoreLevel5({ writing1: 'I love dogs' })).toBe(0);
    expect(scoreLevel5({ writing1: 'my dog' })).toBe(0);
  });

  it('vocab1 equals b +15 (trimmed, any case)', () => {
    expect(scoreLevel5({ vocab1: 'b' })).toBe(15);
    expect(scoreLevel5({ vocab1: ' B ' })).toBe(15);
    expect(scoreLevel5({ vocab1: 'a' })).toBe(0);
    expect(scoreLevel5({ vocab1: 'b)' })).toBe(0);
  });

  it('grammar1 equals go +15', () => {
    expect(scoreLevel5({ grammar1: 'go' })).toBe(15);
    expect(scoreLevel5({ grammar1: 'goes' })).toBe(0);
  });

  it('conversation1: more than 30 words +10', () => {
    expect(scoreLevel5({ conversation1: words(31) })).toBe(10);
    expect(scoreLevel5({ conversation1: words(30) })).toBe(0);
  });

  it('conversation1: important, because or future +10', () => {
    expect(scoreLevel5({ conversation1: 'it is important' })).toBe(10);
    expect(scoreLevel5({ conversation1: 'because' })).toBe(10);
    expect(scoreLevel5({ conversation1: 'my future' })).toBe(10);
    expect(scoreLevel5({ conversation1: 'nothing' })).toBe(0);
  });

  it('adds up to 180 when every rule is met', () => {
    const full = scoreLevel5({
      listening1: 'teacher',
      listening2: 'park',
      speaking1: `I like music because ${words(20)}`,
      reading1: 'fun',
      writing1: `I love my dog. ${words(50)}. Two. Three. Four.`,
      vocab1: 'b',
      grammar1: 'go',
      conversation1: `important ${words(30)}`,
    });
    expect(full).toBe(180);
  });
});

describe('CEFR thresholds', () => {
  it.each([
    [0, 'A1'],
    [30, 'A1'],
    [31, 'A2'],
    [60, 'A2'],
    [61, 'B1'],
    [90, 'B1'],
    [91, 'B2'],
    [120, 'B2'],
    [121, 'C1'],
    [150, 'C1'],
    [151, 'C2'],
    [185, 'C2'],
  ])('%i points → %s', (score, level) => expect(englishLevelFromScore(score)).toBe(level));

  it('maps answers to a level', () => {
    expect(englishLevelOf({ listening1: 'teacher', listening2: 'park' })).toBe('A2');
  });
});

describe('level 5 input validation', () => {
  it('shows nothing before the student types', () => {
    expect(level5InputError('listening1', '')).toBeNull();
    expect(isLevel5AnswerValid('listening1', '')).toBe(false);
  });

  it("requires a non-blank answer ('Réponse requise.')", () => {
    expect(level5InputError('vocab1', '   ')).toBe('Réponse requise.');
    expect(level5InputError('vocab1', 'b')).toBeNull();
    expect(isLevel5AnswerValid('vocab1', 'b')).toBe(true);
  });

  it("needs 20 words for speaking1 and conversation1 ('Écris au moins 20 mots.')", () => {
    for (const key of ['speaking1', 'conversation1'] as const) {
      expect(level5InputError(key, words(19))).toBe('Écris au moins 20 mots.');
      expect(level5InputError(key, words(20))).toBeNull();
    }
    expect(level5InputError('writing1', words(3))).toBeNull();
  });

  it('counts words on any whitespace', () => {
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });
});
