import fs from 'node:fs';
import path from 'node:path';
import {
  aidParameterNames,
  OPENFISCA_FIGURES,
  type OpenfiscaParameter,
  parameterFromYaml,
} from '@declic/domain';
import { parse as parseYaml } from 'yaml';
import { parseCsvRecords } from './csv';
import { MissingDataFileError, readDataFile } from './read-data-file';

/** Where OpenFisca-France's subset lies in the open data (shared/data/openfisca/). */
export const OPENFISCA_FOLDER = 'openfisca';
export const OPENFISCA_PARAMETERS = `${OPENFISCA_FOLDER}/parameters`;
export const APL_ZONING_FILE = `${OPENFISCA_FOLDER}/assets/apl/20110914_zonage.csv`;
export const APL_SUBCOMMUNES_FILE = `${OPENFISCA_FOLDER}/assets/apl/commune_depcom_by_subcommune_depcom.json`;

export interface OpenfiscaTree {
  /** YAML files read, node descriptions (index.yaml) included. */
  files: number;
  parameters: OpenfiscaParameter[];
}

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return yamlFiles(full);
      return entry.name.endsWith('.yaml') ? [full] : [];
    })
    .sort();
}

/** `…/parameters/a/b/c.yaml` → `a.b.c` (OpenFisca's own name for the parameter). */
export function parameterName(relativeToParameters: string): string {
  return relativeToParameters
    .replace(/\.yaml$/, '')
    .split(path.sep)
    .join('.');
}

/** Every parameter file under openfisca/parameters/, parsed (YAML 1.2). */
export function readOpenfiscaTree(dataDir: string): OpenfiscaTree {
  const root = path.join(dataDir, OPENFISCA_PARAMETERS);
  if (!fs.existsSync(root)) {
    throw new MissingDataFileError(
      `Dossier OpenFisca introuvable : ${root}. Vérifiez DECLIC_DATA_DIR (dossier organisé comme shared/data).`,
    );
  }
  const files = yamlFiles(root);
  const parameters = files.flatMap((file) => {
    const parsed: unknown = parseYaml(fs.readFileSync(file, 'utf8'));
    const parameter = parameterFromYaml(parameterName(path.relative(root, file)), parsed);
    return parameter ? [parameter] : [];
  });
  return { files: files.length, parameters };
}

export interface AplZoneRow {
  commune: string;
  zone: 1 | 2 | 3;
  /** The commune an arrondissement or associated commune belongs to; null for a commune. */
  parent: string | null;
}

/** Housing-aid zone of each commune; « 1bis » counts as zone 1, as OpenFisca reads it. */
export function readAplZones(dataDir: string): { rows: AplZoneRow[]; rejected: string[] } {
  const records = parseCsvRecords<'CODGEO' | 'Zonage'>(readDataFile(dataDir, APL_ZONING_FILE));
  const byCommune = new Map<string, AplZoneRow>();
  const rejected: string[] = [];
  for (const record of records) {
    const zone = Number(record.Zonage.trim().charAt(0));
    const commune = record.CODGEO.trim();
    if (!/^[0-9][0-9AB]\d{3}$/.test(commune) || (zone !== 1 && zone !== 2 && zone !== 3)) {
      rejected.push(`${record.CODGEO};${record.Zonage}`);
      continue;
    }
    byCommune.set(commune, { commune, zone, parent: null });
  }
  const subcommunes = JSON.parse(readDataFile(dataDir, APL_SUBCOMMUNES_FILE)) as Record<string, string>;
  for (const [subcommune, commune] of Object.entries(subcommunes)) {
    const parent = byCommune.get(commune);
    if (!parent || parent.parent !== null) {
      rejected.push(`${subcommune} → ${commune}`);
      continue;
    }
    if (!byCommune.has(subcommune))
      byCommune.set(subcommune, { commune: subcommune, zone: parent.zone, parent: commune });
  }
  return { rows: [...byCommune.values()], rejected };
}

/**
 * What `--telecharger` fetches: the mirror cannot list a folder, so it fetches the parameter files Déclic
 * reads, plus the zoning assets.
 */
export function openfiscaDownloadFiles(): string[] {
  const figures = Object.values(OPENFISCA_FIGURES).map((figure) => figure.parameter);
  const names = [...aidParameterNames(), ...figures];
  return [
    ...names.map((name) => `${OPENFISCA_PARAMETERS}/${name.split('.').join('/')}.yaml`),
    APL_ZONING_FILE,
    APL_SUBCOMMUNES_FILE,
  ];
}
