import { describe, expect, it } from 'vitest';
import { spreadRepeatedNames } from './spread-names';

const scored = (entries: Array<[string, number]>) =>
  entries.map(([name, score], index) => ({ item: { id: index, name }, score }));
const order = (entries: ReturnType<typeof scored>) =>
  spreadRepeatedNames(entries, (item) => item.name).map(({ item, score }) => `${item.name}:${score}`);

describe('un de chaque nom avant le deuxième, à score égal', () => {
  it('fait passer les autres noms de même score avant les répétitions', () => {
    expect(
      order(
        scored([
          ['but informatique', 1],
          ['but informatique', 1],
          ['but informatique', 1],
          ['d.e infirmier', 1],
          ['d.e infirmier', 1],
          ['licence informatique', 1],
        ]),
      ),
    ).toEqual([
      'but informatique:1',
      'd.e infirmier:1',
      'licence informatique:1',
      'but informatique:1',
      'd.e infirmier:1',
      'but informatique:1',
    ]);
  });

  it('ne fait jamais passer un score plus bas devant un plus haut', () => {
    expect(
      order(
        scored([
          ['bts commerce', 1],
          ['bts commerce', 1],
          ['bts commerce', 0.5],
          ['bts tourisme', 0.5],
        ]),
      ),
    ).toEqual(['bts commerce:1', 'bts commerce:1', 'bts commerce:0.5', 'bts tourisme:0.5']);
  });

  it('garde l’ordre donné quand les noms diffèrent, et une liste vide vide', () => {
    expect(
      order(
        scored([
          ['a', 1],
          ['b', 1],
          ['c', 0.3],
        ]),
      ),
    ).toEqual(['a:1', 'b:1', 'c:0.3']);
    expect(order([])).toEqual([]);
  });

  it('donne le même ordre quand chaque nom est donné par un numéro', () => {
    const entries = scored([
      ['but informatique', 1],
      ['but informatique', 1],
      ['d.e infirmier', 1],
      ['licence informatique', 0.5],
      ['licence informatique', 0.5],
      ['bts commerce', 0.5],
    ]);
    const numbers = new Map([...new Set(entries.map(({ item }) => item.name))].map((name, i) => [name, i]));
    expect(spreadRepeatedNames(entries, (item) => numbers.get(item.name) as number)).toEqual(
      spreadRepeatedNames(entries, (item) => item.name),
    );
  });
});
