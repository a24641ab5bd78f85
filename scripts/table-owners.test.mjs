import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTableWriteViolations, SHARED_WRITES, TABLE_OWNERS } from './table-owners.mjs';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/api/src/db/migrations');

describe('qui écrit quelle table', () => {
  it('refuse qu’un module écrive la table d’un autre, accepte ses propres tables et les lectures', () => {
    const source =
      "await db.query('UPDATE users SET is_paid = true WHERE id = $1');\n" +
      "await db.query('INSERT INTO level_step_answers (user_id) VALUES ($1)');\n" +
      "await db.query('SELECT * FROM users u JOIN profiles p ON p.user_id = u.id');";
    const violations = findTableWriteViolations([
      { file: 'apps/api/src/modules/levels/x.repository.ts', source },
    ]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('« users », table du module auth');
  });

  it('laisse passer une écriture partagée listée avec sa raison, et le code de test', () => {
    const source = "await db.query('INSERT INTO profiles (user_id) VALUES ($1)');";
    expect(
      findTableWriteViolations([{ file: 'apps/api/src/modules/avatar/avatar.repository.ts', source }]),
    ).toEqual([]);
    expect(findTableWriteViolations([{ file: 'apps/api/src/modules/chat/chat.test.ts', source }])).toEqual(
      [],
    );
    expect(
      findTableWriteViolations([{ file: 'apps/api/src/modules/chat/chat.service.ts', source }]),
    ).toHaveLength(1);
  });

  it('chaque table créée par une migration a un propriétaire', () => {
    const created = fs
      .readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(migrationsDir, file), 'utf8')
            .matchAll(/CREATE TABLE(?: IF NOT EXISTS)?\s+([a-z_0-9]+)/gi),
        ].map((match) => match[1].toLowerCase()),
      );
    const dropped = fs
      .readdirSync(migrationsDir)
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(migrationsDir, file), 'utf8')
            .matchAll(/DROP TABLE(?: IF EXISTS)?\s+([a-z_0-9]+)/gi),
        ].map((match) => match[1].toLowerCase()),
      );
    const live = [...new Set(created)].filter((table) => !dropped.includes(table));
    expect(live.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });

  it('chaque écriture partagée listée existe encore (la liste ne garde pas d’exception morte)', () => {
    for (const [file, { tables, why }] of Object.entries(SHARED_WRITES)) {
      expect(why.length).toBeGreaterThan(20);
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const table of tables) {
        expect(source, `${file} écrit ${table}`).toMatch(
          new RegExp(`(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i'),
        );
      }
    }
  });
});
