import { shareImageEraser } from './modules/analysis';
import type { AccountErasers } from './modules/privacy';
import type { FileStore } from './plugins/file-store';

/**
 * Every module that keeps a person's data beyond the rows cascading from `users` registers its
 * eraser here; the server (app.ts) and `npm run purge:inactive` (purge-cli.ts) share the list.
 */
export function accountErasersOf(files: FileStore): AccountErasers {
  return [shareImageEraser(files)];
}
