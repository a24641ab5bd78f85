import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { type TestApp, testDatabaseKind } from '../../../test/helper';
import { buildJobDataTestApp } from '../../../test/job-data';
import { searchFullText, searchOneWord } from './formations.repository';

const dataDir = findDataDir() ?? '';

describeWithData(`recherche d’un seul mot par l’index des mots (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildJobDataTestApp(dataDir);
  }, 300_000);
  afterAll(() => t?.close());

  const page = (number: number) => ({ limit: 20, offset: (number - 1) * 20 });
  const ids = (result: { rows: { id: string }[]; total: number } | undefined) =>
    result && { ids: result.rows.map((row) => row.id), total: result.total };

  it('donne les mêmes formations, dans le même ordre, et le même total que le plein texte', async () => {
    // The words students type most: the commonest words of the real names, as written there.
    const common = await t.database.query<{ word: string }>(
      `SELECT word FROM catalog_formations, regexp_split_to_table(declic_join(nm), '[^[:alnum:]]+') AS word
        WHERE length(word) >= 4 GROUP BY word ORDER BY count(*) DESC, word LIMIT 60`,
    );
    const typed = ['Ingénieurs', 'infirmière', 'Bordeaux', 'DROIT', 'infirmierr', 'quokkarium'];
    const words = [...common.map((row) => row.word), ...typed];
    expect(words).toContain('Informatique');
    let answered = 0;
    for (const word of words) {
      // Page 3 is past the end for the rarer words: an empty page with the right total.
      for (const number of [1, 3]) {
        const expected = ids(await searchFullText(t.database, { q: word }, page(number)));
        const found = ids(await searchOneWord(t.database, { q: word }, page(number)));
        if (found) answered += 1;
        expect({ word, ...(found ?? expected) }).toEqual({ word, ...expected });
      }
    }
    // Only the words stemming to several lexemes or none are left to the full text.
    expect(answered).toBeGreaterThan(words.length * 2 * 0.9);
  });

  it('laisse au plein texte ce qui n’est pas un seul mot ou qui a un lieu', async () => {
    expect(await searchOneWord(t.database, { q: 'bts commerce' }, page(1))).toBeUndefined();
    expect(
      await searchOneWord(t.database, { q: 'infirmier', codeDepartement: '69' }, page(1)),
    ).toBeUndefined();
    expect(await searchOneWord(t.database, { q: 'le' }, page(1))).toBeUndefined();
  });

  it('répond seul, sans rien, à une faute de frappe : la correction suit sans second passage', async () => {
    expect(ids(await searchOneWord(t.database, { q: 'infirmierr' }, page(1)))).toEqual({ ids: [], total: 0 });
  });

  it('suit le catalogue : formation renommée, ajoutée ou retirée', async () => {
    const [formation] = await t.database.query<{ id: string }>(
      "SELECT id::text AS id FROM catalog_formations WHERE nm[1] LIKE 'BTS%' ORDER BY id LIMIT 1",
    );
    const search = async () => ids(await searchOneWord(t.database, { q: 'quokkarium' }, page(1)));
    expect(await search()).toEqual({ ids: [], total: 0 });
    await t.database.query("UPDATE catalog_formations SET nm = ARRAY['BTS Quokkarium'] WHERE id = $1", [
      formation!.id,
    ]);
    expect(await search()).toEqual({ ids: [formation!.id], total: 1 });
    await t.database.query(
      `INSERT INTO catalog_formations (source, source_id, nm, etab_nom)
       VALUES ('test', 'zoo-2', ARRAY['Licence Quokkarium'], 'Université de test')`,
    );
    expect((await search())?.total).toBe(2);
    expect(await search()).toEqual(ids(await searchFullText(t.database, { q: 'quokkarium' }, page(1))));
    await t.database.query("DELETE FROM catalog_formations WHERE source = 'test'");
    await t.database.query('UPDATE catalog_formations SET etab_nom = etab_nom WHERE id = $1', [
      formation!.id,
    ]);
    expect(await search()).toEqual({ ids: [formation!.id], total: 1 });
  });
});
