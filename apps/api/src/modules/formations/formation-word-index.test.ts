import {
  FORMATION_MIN_SCORE,
  formationScorer,
  formationTitleWords,
  keepRecommended,
  recommendationWords,
} from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { buildWordIndex, formationsSharingWords, rankByTitles } from './formation-word-index';

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

  it('compte les mots de chaque formation et numérote ses noms, le même numéro pour le même nom', () => {
    const named = buildWordIndex('8', [
      formation('1', 'but - informatique'),
      formation('2', 'but - informatique', '69'),
      formation('3', 'd.e infirmier'),
    ]);
    expect([...named.wordCounts]).toEqual(named.formations.map((f) => f.words.size));
    expect(named.formations.map((f) => f.nameId)).toEqual([0, 0, 1]);
  });
});

describe('classement par les titres des métiers, depuis l’index', () => {
  // Names and titles drawn from a small vocabulary, so that they share words in every proportion.
  const VOCABULARY = [
    'informatique',
    'réseaux',
    'infirmier',
    'commerce',
    'vente',
    'web',
    'design',
    'bts',
    'licence',
  ];
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 48_271) % 2_147_483_647; // Park–Miller: exact in doubles, unlike larger multipliers
    return seed % n;
  };
  const someWords = () =>
    Array.from({ length: 1 + random(4) }, () => VOCABULARY[random(VOCABULARY.length)]).join(' ');
  const given = Array.from({ length: 400 }, (_, i) =>
    formation(String(i), someWords(), random(2) ? '69' : '33', random(2) ? '84' : '75'),
  ).sort((a, b) => a.names.localeCompare(b.names));
  const index = buildWordIndex('1', given);

  it('donne les mêmes formations, scores et ordre que le score du domaine formation par formation', () => {
    for (let round = 0; round < 60; round++) {
      const jobs = Array.from({ length: 1 + random(4) }, () => ({ title: someWords(), skills: [] }));
      const place = random(3) === 0 ? { codeDepartement: '69' } : {};
      // The reference: the domain's score, formation by formation, on the candidates sharing a word.
      const score = formationScorer(jobs);
      const expected = keepRecommended(
        formationsSharingWords(index, recommendationWords(jobs, 'formation'), place),
        (formation) => score([formation.names]),
        FORMATION_MIN_SCORE,
      );
      const ranked = rankByTitles(index, formationTitleWords(jobs), FORMATION_MIN_SCORE, (formation) =>
        place.codeDepartement ? formation.codeDepartement === place.codeDepartement : true,
      );
      expect(ranked.map(({ item, score }) => [item.id, score])).toEqual(
        expected.map(({ item, score }) => [item.id, score]),
      );
    }
  });

  it('ne garde rien sous le score minimum ni ce que le filtre refuse', () => {
    const titles = formationTitleWords([{ title: 'infirmier informatique web design', skills: [] }]);
    expect(rankByTitles(index, titles, 1.01, () => true)).toEqual([]);
    expect(rankByTitles(index, titles, 0, () => false)).toEqual([]);
  });
});
