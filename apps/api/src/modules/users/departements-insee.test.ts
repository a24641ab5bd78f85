import fs from 'node:fs';
import path from 'node:path';
import { DEPARTEMENT_OPTIONS } from '@declic/domain';
import { describe, expect, it } from 'vitest';

/** The shared open-data folder: DECLIC_DATA_DIR, else `../shared/data` beside the repository. */
function sharedDataDir(): string | undefined {
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
  const candidates = [
    process.env.DECLIC_DATA_DIR,
    path.join(repoRoot, '../shared/data'),
    '/work/shared/data',
  ];
  return candidates.find((dir) => dir && fs.existsSync(dir));
}

const inseeFile = (() => {
  const dir = sharedDataDir();
  const file = dir && path.join(dir, 'geo/cog_2026_departements.csv');
  return file && fs.existsSync(file) ? file : undefined;
})();

describe('liste des départements du formulaire', () => {
  it.skipIf(!inseeFile)('correspond au Code officiel géographique 2026 de l’INSEE', () => {
    const [header, ...lines] = fs.readFileSync(inseeFile!, 'utf8').trim().split(/\r?\n/);
    const columns = header!.split(',');
    const code = columns.indexOf('DEP');
    const name = columns.indexOf('LIBELLE');
    const official = lines.map((line) => {
      const cells = line.split(',');
      return `${cells[code]} - ${cells[name]}`;
    });
    expect([...DEPARTEMENT_OPTIONS].sort()).toEqual(official.sort());
  });
});
