import { describe, expect, it } from 'vitest';
import { readQuestionText } from './question-text';

describe('texte d’une question', () => {
  it('lit contenu, content ou text', () => {
    expect(readQuestionText({ contenu: 'A ?' })).toBe('A ?');
    expect(readQuestionText({ content: 'B ?' })).toBe('B ?');
    expect(readQuestionText({ text: 'C ?' })).toBe('C ?');
    expect(readQuestionText({ contenu: '  ', content: 'D ?' })).toBe('D ?');
    expect(readQuestionText({})).toBe('');
  });

  it('retire les guillemets qui enveloppent le texte', () => {
    expect(readQuestionText({ contenu: '"Tu aimes dessiner ?"' })).toBe('Tu aimes dessiner ?');
    expect(readQuestionText({ contenu: '“Tu aimes dessiner ?”' })).toBe('Tu aimes dessiner ?');
    expect(readQuestionText({ contenu: '""Deux fois""' })).toBe('Deux fois');
    expect(readQuestionText({ contenu: 'Le mot "BD" reste' })).toBe('Le mot "BD" reste');
  });
});
