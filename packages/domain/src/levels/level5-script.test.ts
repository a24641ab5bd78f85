import { describe, expect, it } from 'vitest';
import { LEVEL5_ANSWER_KEYS, scoreLevel5 } from './level5-scoring';
import { LEVEL5_SCRIPT, LISTENING_PASSAGE, READING_PASSAGE } from './level5-script';

describe('level 5 script', () => {
  it('asks each of the 8 answers once, in order, and ends with the result', () => {
    const keys = LEVEL5_SCRIPT.flatMap((step) => (step.kind === 'input' ? [step.key] : []));
    expect(keys).toEqual([...LEVEL5_ANSWER_KEYS]);
    expect(LEVEL5_SCRIPT.at(-1)).toEqual({ kind: 'result' });
  });

  it('gives the listening and reading keys in its texts', () => {
    expect(scoreLevel5({ listening1: LISTENING_PASSAGE, listening2: LISTENING_PASSAGE })).toBe(50);
    for (const adjective of ['independent', 'playful', 'cute', 'fun']) {
      expect(READING_PASSAGE).toContain(adjective);
    }
  });

  it('offers b as the right vocabulary answer and go as the grammar answer', () => {
    const prompt = (key: string) => LEVEL5_SCRIPT.find((step) => step.kind === 'input' && step.key === key);
    expect(JSON.stringify(prompt('vocab1'))).toContain('b) a place where you borrow books');
    expect(JSON.stringify(prompt('grammar1'))).toContain('go / goes');
  });
});
