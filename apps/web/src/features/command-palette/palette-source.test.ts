import { describe, expect, it } from 'vitest';
import { listSource, matchesQuery } from './palette-source';

const items = [
  { id: 'a', label: 'Activités', to: '/app/activites' },
  { id: 'f', label: 'Formations', hint: 'Verrouillé', keywords: 'études écoles' },
  { id: 'n3', label: 'Niveau 3 · Pitch de 60s', keywords: 'oral présentation' },
];
const signal = new AbortController().signal;

describe('recherche de la palette', () => {
  it('ignore les accents et la casse, exige chaque mot', () => {
    expect(matchesQuery(items[0]!, 'ACTIVITES')).toBe(true);
    expect(matchesQuery(items[1]!, 'ecoles')).toBe(true);
    expect(matchesQuery(items[2]!, 'niveau oral')).toBe(true);
    expect(matchesQuery(items[2]!, 'niveau écrit')).toBe(false);
  });

  it('limite les résultats, et sans recherche montre les premiers', () => {
    const source = listSource('x', 'X', items, { emptyLimit: 1, limit: 2 });
    expect(source.search('', signal)).toEqual([items[0]]);
    expect(source.search('a', signal)).toHaveLength(2);
  });
});
