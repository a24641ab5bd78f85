import { describe, expect, it } from 'vitest';
import { preparedStatements } from './prepared-statements';

describe('requêtes préparées : noms', () => {
  it('donne un nom par texte, le même à chaque fois, et plus aucun au-delà de la limite', () => {
    const statement = preparedStatements(2);
    const first = statement('SELECT $1::int', [1]);
    expect(statement('SELECT $1::int', [2])).toEqual({ ...first, values: [2] });
    const second = statement('SELECT $1::text', ['a']);
    expect(second.name).toBeDefined();
    expect(second.name).not.toBe(first.name);
    expect(statement('SELECT $1::date', ['2026-11-27']).name).toBeUndefined();
  });

  it('laisse sans nom les requêtes sans paramètre et celles qui cherchent du texte', () => {
    const statement = preparedStatements();
    expect(statement('SELECT 1', undefined).name).toBeUndefined();
    expect(statement('SELECT 1', []).name).toBeUndefined();
    expect(statement("SELECT v @@ websearch_to_tsquery('declic_fr', $1)", ['x']).name).toBeUndefined();
    expect(statement('SELECT mot FROM vocabulaire WHERE mot % $1', ['x']).name).toBeUndefined();
    expect(statement('SELECT similarity(mot, $1) FROM vocabulaire', ['x']).name).toBeUndefined();
    expect(statement('SELECT libelle FROM rome_metiers WHERE $1 <% libelle', ['x']).name).toBeUndefined();
  });
});
