// `npm start`: installs what is missing, builds when sources changed, then serves Déclic on
// http://localhost:3000 with the embedded database under data/ (or DATABASE_URL when set).
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies('serve');
ensureBuild();

const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
