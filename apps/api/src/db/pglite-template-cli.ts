// `node dist/pglite-template.mjs`, run by the build: the migrated empty database a new data
// folder starts from, so that a first start skips PostgreSQL's initdb and the ~95 migrations.
import { NEW_DATA_FOLDER_IMAGE } from './new-data-folder';
import { writePgliteImage } from './pglite-image';

await writePgliteImage(NEW_DATA_FOLDER_IMAGE);
