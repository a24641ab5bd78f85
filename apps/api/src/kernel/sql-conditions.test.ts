import { describe, expect, it } from 'vitest';
import { SqlConditions } from './sql-conditions';

describe('conditions SQL paramétrées', () => {
  it('numérote les valeurs dans l’ordre, conditions, tri et limite compris', () => {
    const where = new SqlConditions();
    where.add(`code = ${where.param('M1805')}`).add(`niveau = ANY(${where.param(['3', '4'])}::text[])`);
    expect(where.sql).toBe('WHERE code = $1 AND niveau = ANY($2::text[])');
    expect(`LIMIT ${where.param(20)}`).toBe('LIMIT $3');
    expect(where.params).toEqual(['M1805', ['3', '4'], 20]);
  });

  it('laisse intact un opérateur jsonb « ? » : aucun remplacement après coup', () => {
    const where = new SqlConditions();
    where.add(`tags ? ${where.param('alternance')}`);
    expect(where.sql).toBe('WHERE tags ? $1');
    expect(where.params).toEqual(['alternance']);
  });

  it('sans condition, pas de WHERE', () => {
    expect(new SqlConditions().sql).toBe('');
  });
});
