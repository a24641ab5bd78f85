import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConfigError } from '../../config';

/** A data file is missing: the message names it and says where it was expected (printed alone). */
export class MissingDataFileError extends ConfigError {}

/** Reads a UTF-8 data file, gunzipping `.gz` files. */
export function readDataFile(dataDir: string, relative: string): string {
  const file = path.join(dataDir, relative);
  if (!fs.existsSync(file)) {
    throw new MissingDataFileError(
      `Fichier de données introuvable : ${file}. Vérifiez DECLIC_DATA_DIR (dossier organisé comme shared/data).`,
    );
  }
  const bytes = fs.readFileSync(file);
  return (relative.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The newest file of a folder whose name matches (names carry their year: cog_2026_…). */
export function findDataFile(dataDir: string, folder: string, pattern: RegExp): string | undefined {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) return undefined;
  const match = fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .at(-1);
  return match ? `${folder}/${match}` : undefined;
}

/** Like findDataFile, but a missing file is an error that names what was looked for. */
export function requireDataFile(dataDir: string, folder: string, pattern: RegExp): string {
  const found = findDataFile(dataDir, folder, pattern);
  if (!found) {
    throw new MissingDataFileError(
      `Aucun fichier ${pattern.source} dans ${path.join(dataDir, folder)}. Vérifiez DECLIC_DATA_DIR.`,
    );
  }
  return found;
}
