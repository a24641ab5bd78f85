import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePrepared } from './pglite-prepared';
import { preparedStatements } from './prepared-statements';

describe('requêtes préparées sur PGlite', () => {
  let client: PGlite;
  let prepared: ReturnType<typeof pglitePrepared>;
  beforeAll(async () => {
    client = await PGlite.create();
    prepared = pglitePrepared(client, preparedStatements());
    await client.exec(`CREATE TABLE essai (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n int, big bigint, ratio numeric, ok boolean,
      at timestamptz, day date, doc jsonb, tags text[], bytes bytea, label text UNIQUE)`);
  });
  afterAll(() => client?.close());

  const row = {
    n: 7,
    big: '9007199254740993',
    ratio: '12.50',
    ok: true,
    at: new Date('2026-11-27T12:34:56.789Z'),
    day: '2026-11-27',
    doc: { mot: 'Déclic', liste: [1, 2] },
    tags: ['l’alternance', 'a "b"', 'c,d'],
    bytes: new Uint8Array([0, 1, 254, 255]),
  };
  const insert = `INSERT INTO essai (n, big, ratio, ok, at, day, doc, tags, bytes, label)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`;
  const values = (label: string | null) => [
    row.n,
    row.big,
    row.ratio,
    row.ok,
    row.at,
    row.day,
    row.doc,
    row.tags,
    row.bytes,
    label,
  ];

  it('lit et écrit chaque type comme la requête ordinaire de PGlite', async () => {
    const [mine] = (await prepared(insert, values('préparée'))) ?? [];
    const [theirs] = (await client.query(insert, values('ordinaire'))).rows;
    const { id: _a, label: _b, ...read } = mine as Record<string, unknown>;
    const { id: _c, label: _d, ...expected } = theirs as Record<string, unknown>;
    expect(read).toEqual(expected);
    expect(read.tags).toEqual(row.tags);
    expect(read.doc).toEqual(row.doc);
    // Run again: the statement is prepared now, and nulls go as nulls.
    const [again] =
      (await prepared('SELECT label, n FROM essai WHERE label = $1 OR n = $2', [null, 7])) ?? [];
    expect(again).toMatchObject({ n: 7 });
  });

  it('rend l’erreur de PostgreSQL avec son code, et la requête reste utilisable', async () => {
    await expect(prepared(insert, values('préparée'))).rejects.toMatchObject({ code: '23505' });
    expect(await prepared('SELECT count(*)::int AS n FROM essai WHERE label = $1', ['préparée'])).toEqual([
      { n: 1 },
    ]);
  });

  it('laisse à la requête ordinaire le texte qui cherche des mots, et ce qui n’a pas de paramètre', async () => {
    expect(await prepared("SELECT 1 WHERE to_tsvector('simple', $1) @@ 'mot'", ['un mot'])).toBeUndefined();
    expect(await prepared('SELECT 1', [])).toBeUndefined();
  });

  it('attend la fin d’une transaction en cours au lieu de s’y glisser', async () => {
    let release = () => {};
    const open = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated = () => {};
    const inside = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("UPDATE essai SET n = 8 WHERE label = 'ordinaire'");
      updated();
      await open;
      await tx.rollback();
    });
    await inside;
    // Asked while the transaction holds its uncommitted change: inside it, it would read 8.
    const read = prepared('SELECT n FROM essai WHERE label = $1', ['ordinaire']);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(await read).toEqual([{ n: 7 }]);
  });
});
