import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for France Travail on 127.0.0.1, for tests and the bench: the OAuth2 token
 * endpoint (client credentials, realm /partenaire) and GET /v2/offres/search with the real
 * API's rules — bearer tokens that expire, `range` of at most 150 with first ≤ 3 000 and
 * last ≤ 3 149, Content-Range, 206/200/204, and 429 beyond 10 calls per second.
 */
export interface FakeFranceTravail {
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Revoke every token now (the next search answers 401). */
  revokeTokens(): void;
  stats: { tokens: number; searches: number; unauthorized: number; tooMany: number; ranges: string[] };
  close(): Promise<void>;
}

type Offre = {
  lieuTravail?: { libelle?: string; commune?: string };
  romeCode?: string;
  [field: string]: unknown;
};

function departementOf(offre: Offre): string | undefined {
  return offre.lieuTravail?.libelle?.match(/^(\d{2,3}|2[AB]) - /)?.[1];
}

export async function startFakeFranceTravail(
  offres: Offre[],
  options: { tokenLifetimeSeconds?: number; port?: number } = {},
): Promise<FakeFranceTravail> {
  const clientId = 'declic-test';
  const clientSecret = randomBytes(8).toString('hex');
  const tokens = new Map<string, number>();
  const recent: number[] = [];
  const stats = { tokens: 0, searches: 0, unauthorized: 0, tooMany: 0, ranges: [] as string[] };

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const issueToken = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const valid =
      url.searchParams.get('realm') === '/partenaire' &&
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret;
    if (!valid) return json(res, 401, { error: 'invalid_client' });
    const token = randomBytes(12).toString('hex');
    const lifetime = options.tokenLifetimeSeconds ?? 1499;
    tokens.set(token, Date.now() + lifetime * 1000);
    stats.tokens += 1;
    return json(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: lifetime,
      scope: form.get('scope'),
    });
  };

  const search = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const token = req.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    const expiry = token ? tokens.get(token) : undefined;
    if (!expiry || expiry < Date.now()) {
      stats.unauthorized += 1;
      return json(res, 401, { message: 'Jeton invalide ou expiré' });
    }
    const now = Date.now();
    while (recent.length && recent[0]! <= now - 1000) recent.shift();
    if (recent.length >= 10) {
      stats.tooMany += 1;
      return json(res, 429, { message: 'Limite de 10 appels par seconde dépassée' }, { 'Retry-After': '1' });
    }
    recent.push(now);
    stats.searches += 1;
    const range = url.searchParams.get('range') ?? '0-149';
    stats.ranges.push(range);
    const [first, last] = range.split('-').map(Number) as [number, number];
    if (!(first >= 0 && last >= first && last - first < 150 && first <= 3000 && last <= 3149)) {
      return json(res, 400, { message: `Le paramètre range ${range} est invalide.` });
    }
    const departement = url.searchParams.get('departement');
    const rome = url.searchParams.get('codeROME');
    const matches = offres.filter(
      (offre) => (!departement || departementOf(offre) === departement) && (!rome || offre.romeCode === rome),
    );
    if (matches.length === 0) return json(res, 204, undefined);
    const page = matches.slice(first, last + 1);
    const complete = first === 0 && page.length === matches.length;
    return json(
      res,
      complete ? 200 : 206,
      { resultats: page },
      {
        'Content-Range': `offres ${first}-${first + Math.max(page.length, 1) - 1}/${matches.length}`,
        'Accept-Range': 'offres 150',
      },
    );
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/connexion/oauth2/access_token') {
      issueToken(req, res, url).catch(() => json(res, 500, {}));
    } else if (req.method === 'GET' && url.pathname === '/partenaire/offresdemploi/v2/offres/search') {
      search(req, res, url);
    } else {
      json(res, 404, { message: 'introuvable' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tokenUrl: `${base}/connexion/oauth2/access_token?realm=%2Fpartenaire`,
    apiUrl: `${base}/partenaire/offresdemploi`,
    clientId,
    clientSecret,
    revokeTokens: () => tokens.clear(),
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
