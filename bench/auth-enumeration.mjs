// Account enumeration by timing: for register, recover and resend, the median answer time for
// an address that has an account and for one that has none. The routes answer before looking
// the address up (apps/api/src/plugins/background.ts): both medians should match within noise.
// Usage: npm run build -w @declic/api && node bench/auth-enumeration.mjs [tries=200]
import { sleep, startEmbeddedServer } from './lib/embedded-server.mjs';

const tries = Number(process.argv[2] ?? 200);
const { base, stop } = await startEmbeddedServer(4180);

const post = async (route, body) => {
  const start = process.hrtime.bigint();
  const response = await fetch(`${base}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const registration = (email) => ({
  email,
  password: 'motdepasse-bench',
  userData: { prenom: 'Banc', nom: 'Essai', age: 17, genre: 'Autre', departement: '75 - Paris' },
});

try {
  const known = 'connu@bench.example';
  await post('register', registration(known));
  await sleep(500);
  for (const [route, bodyFor] of [
    ['register', registration],
    ['recover', (email) => ({ email })],
    ['resend', (email) => ({ email })],
  ]) {
    const times = { connue: [], inconnue: [] };
    for (let i = 0; i < tries; i += 1) {
      // Interleaved, so a slow moment of the machine hits both sides alike.
      times.connue.push(await post(route, bodyFor(known)));
      times.inconnue.push(await post(route, bodyFor(`inconnu${i}@bench.example`)));
    }
    const [a, b] = [median(times.connue), median(times.inconnue)];
    console.log(
      `${route.padEnd(9)} médiane adresse connue ${a.toFixed(2)} ms, inconnue ${b.toFixed(2)} ms, écart ${(a - b).toFixed(2)} ms`,
    );
  }
} finally {
  await stop();
}
