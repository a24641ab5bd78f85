import { describe, expect, it } from 'vitest';
import { buildWordIndex, formationsSharingWords } from './formation-word-index';

const formation = (id: string, names: string, codeDepartement = '33', codeRegion = '75') => ({
  id,
  names,
  codeDepartement,
  codeRegion,
});

describe('index des mots des formations', () => {
  const index = buildWordIndex('7', [
    formation('1', 'bts - services informatiques aux organisations'),
    formation('2', 'd.e infirmier', '69', '84'),
    formation('3', 'licence - informatique'),
    formation('4', 'licence - droit'),
  ]);

  it('trouve toutes les formations qui ont un des mots, dans l’ordre des noms, pluriel compris', () => {
    expect(formationsSharingWords(index, ['informatique', 'infirmier'], {}).map((f) => f.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('ignore les mots de diplôme, comme le score', () => {
    expect(formationsSharingWords(index, ['licence', 'bts'], {})).toEqual([]);
  });

  it('garde seulement le département ou la région demandés', () => {
    const words = ['informatique', 'infirmier'];
    expect(formationsSharingWords(index, words, { codeDepartement: '69' }).map((f) => f.id)).toEqual(['2']);
    expect(formationsSharingWords(index, words, { codeRegion: '75' }).map((f) => f.id)).toEqual(['1', '3']);
  });
});
