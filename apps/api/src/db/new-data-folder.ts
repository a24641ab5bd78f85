import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Beside the built server (dist/): the migrated empty database the build writes. Run from the
 * sources (tests, `npm run dev`) there is none, and a new folder starts with an initdb.
 */
export const NEW_DATA_FOLDER_IMAGE = fileURLToPath(new URL('./new-data-folder.tar', import.meta.url));

/** The image a new data folder starts from, when the build wrote one. */
export function newDataFolderImage(): string | undefined {
  return fs.existsSync(NEW_DATA_FOLDER_IMAGE) ? NEW_DATA_FOLDER_IMAGE : undefined;
}
