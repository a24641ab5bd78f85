import { config } from 'zod/v4';

// The browser build imports Zod through this file (vite.config.ts, `resolve.alias`). Our content
// security policy forbids `eval`: Zod's compiled parsers cannot run here anyway, and its probe for
// them (a `new Function` it catches) is reported by the browser as a policy violation on every
// page. Set before any schema exists, since the file is Zod itself for every importer.
config({ jitless: true });

export * from 'zod/v4';
