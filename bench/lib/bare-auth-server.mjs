// The baseline of bench/auth-get.mjs: Fastify alone, checking an HS256 bearer token with jose at
// every request and answering a fixed JSON body. Run as its own process, like the API.
// Env: PORT, JWT_SECRET, BODY (the JSON to answer).
import Fastify from 'fastify';
import { jwtVerify } from 'jose';

const key = new TextEncoder().encode(process.env.JWT_SECRET);
const body = JSON.parse(process.env.BODY);
const app = Fastify({ logger: false });

app.get('/api/users/me', async (request, reply) => {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  try {
    await jwtVerify(token ?? '', key, { algorithms: ['HS256'], issuer: 'declic', audience: 'declic-web' });
  } catch {
    return reply.code(401).send({ error: 'non_authentifie' });
  }
  return body;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
