// The yardstick of bench/startup.mjs: the least a server on the embedded database does before its
// first answer — open a PGlite folder, run one query, listen with Fastify. Déclic's start is
// compared with this one, on a copy of the same folder, in the same run.
// Usage: node bench/bare-start.mjs <pgdata folder> <port>
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const [dataDir, port] = process.argv.slice(2);
const database = await PGlite.create({ dataDir });
await database.query('SELECT count(*) FROM pg_class');
const app = Fastify();
app.get('/api/ready', async () => ({ status: 'ready' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
