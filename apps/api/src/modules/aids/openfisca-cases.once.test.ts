import fs from 'node:fs';
import path from 'node:path';
import type { OpenfiscaParameter } from '@declic/domain';
import { beforeAll, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { describeWithData, findDataDir } from '../../../test/data-dir';
import { readAplZones, readOpenfiscaTree } from '../../db/importers/openfisca-source';
import { type CaseOutcome, runBourseCase, runHousingCase, type TestCase } from './openfisca-cases';

// OpenFisca's own test cases are read where they live (never copied into the repository).
const dataDir = findDataDir() ?? '';
const testsDir = path.join(dataDir, 'openfisca', 'tests', 'formulas');

/** Cases of files about other aids: set aside as a whole, with the reason. */
const OTHER_AIDS: Record<string, string> = {
  'gratification_stage.yaml':
    'gratification de stage : un chiffre daté (taux minimal), pas une formule des aides 35–37',
  'bourses_superieur/aide_merite.yaml': 'aide au mérite : autre aide, pas estimée',
  'bourses_superieur/aide_formation_gen.yaml': 'aide à la formation : autre aide, pas estimée',
  'bourses_superieur/aide_mobilite_internationale.yaml':
    'aide à la mobilité internationale : autre aide, pas estimée',
};

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return entry.name.endsWith('.yaml') ? [full] : [];
  });
}

describeWithData('formules des aides sur les cas de test d’OpenFisca-France', () => {
  let parameters: Map<string, OpenfiscaParameter>;
  let zones: Map<string, number>;
  beforeAll(() => {
    parameters = new Map(readOpenfiscaTree(dataDir).parameters.map((p) => [p.name, p]));
    zones = new Map(readAplZones(dataDir).rows.map((row) => [row.commune, row.zone]));
  }, 120_000);

  it('joue chaque cas qui concerne la bourse, l’aide au logement d’un locataire seul et le zonage', () => {
    const lookup = (name: string) => parameters.get(name);
    const outcomes: CaseOutcome[] = [];
    for (const file of yamlFiles(testsDir).sort()) {
      const relative = path.relative(testsDir, file).split(path.sep).join('/');
      const cases = parseYaml(fs.readFileSync(file, 'utf8')) as TestCase[];
      cases.forEach((testCase, index) => {
        const name = `${relative} · ${testCase.name ?? `cas n° ${index + 1}`}`;
        if (OTHER_AIDS[relative]) outcomes.push({ name, status: 'set-aside', reason: OTHER_AIDS[relative] });
        else if (relative.startsWith('bourses_superieur/'))
          outcomes.push(runBourseCase(name, testCase, lookup));
        else outcomes.push(runHousingCase(name, testCase, lookup, (commune) => zones.get(commune)));
      });
    }
    const ran = outcomes.filter((o) => o.status === 'ran');
    const passed = ran.filter((o) => o.failures.length === 0);
    const aside = outcomes.filter((o) => o.status === 'set-aside');
    const lines = [
      `Cas OpenFisca : ${outcomes.length} lus, ${ran.length} joués, ${passed.length} réussis (${ran.reduce((n, o) => n + o.checked, 0)} valeurs comparées), ${aside.length} hors sujet.`,
      ...ran.filter((o) => o.failures.length > 0).map((o) => `  ✗ ${o.name} : ${o.failures.join(' ; ')}`),
      ...aside.map((o) => `  – ${o.name} : ${o.reason}`),
    ];
    console.info(lines.join('\n'));
    expect(
      ran.filter((o) => o.failures.length > 0).map((o) => `${o.name} : ${o.failures.join(' ; ')}`),
    ).toEqual([]);
    // Every grant case on charge points, échelon and amount, and the tenant cases we model, run.
    expect(ran.length).toBeGreaterThanOrEqual(10);
  });
});
