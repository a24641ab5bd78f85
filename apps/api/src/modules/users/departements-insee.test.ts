import fs from 'node:fs';
import path from 'node:path';
import { DEPARTEMENT_OPTIONS } from '@declic/domain';
import { expect, it } from 'vitest';
import { describeWithData, findDataDir } from '../../../test/data-dir';

const inseeFile = path.join(findDataDir() ?? '', 'geo/cog_2026_departements.csv');

describeWithData('liste des départements du formulaire', () => {
  it('correspond au Code officiel géographique 2026 de l’INSEE', () => {
    const [header, ...lines] = fs.readFileSync(inseeFile, 'utf8').trim().split(/\r?\n/);
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
