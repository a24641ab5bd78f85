import { afterEach, describe, expect, it } from 'vitest';
import { departementOfPostcode, parseAddress } from './address';
import { type FakeLaBonneAlternance, startFakeLaBonneAlternance } from './fake-la-bonne-alternance';
import { parseLbaJobs } from './job-schema';
import {
  LaBonneAlternanceApiError,
  LaBonneAlternanceJobsClient,
  retryAfterMs,
  searchUrl,
} from './jobs-client';
import { anLbaJob } from './lba-test-jobs';

let server: FakeLaBonneAlternance | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A fast client for the local server (the real pace is one call every 1.1 s). */
const clientFor = (fake: FakeLaBonneAlternance, token = fake.token) =>
  new LaBonneAlternanceJobsClient({ apiUrl: fake.apiUrl, token, requestsPerMinute: 6000 });

const JOBS = [
  anLbaJob('b1', { address: '33000 Bordeaux', coordinates: [-0.58, 44.84], romes: ['M1805'] }),
  anLbaJob('b2', {
    address: '12 cours Imaginaire 33400 Talence',
    coordinates: [-0.59, 44.8],
    romes: ['G1602'],
  }),
  anLbaJob('l1', { address: '69001 Lyon', coordinates: [4.83, 45.76], romes: ['M1805'] }),
  anLbaJob('a1', { address: '20000 Ajaccio', coordinates: [8.74, 41.93], romes: ['M1805'] }),
];

describe('client La bonne alternance (serveur local 127.0.0.1)', () => {
  it('envoie le jeton, les critères au format de l’API, et lit les offres', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    const client = clientFor(server);
    const result = await client.search({ departement: '33', romes: ['M1805', 'G1602'] });
    expect(result.jobs.map((job) => job.identifier.id)).toEqual(['b1', 'b2']);
    expect(result).toMatchObject({ received: 2, rejected: [], warnings: [], capped: false });
    expect(Object.fromEntries(server.stats.queries[0]!)).toEqual({
      departements: '33',
      romes: 'M1805,G1602',
    });

    const near = await client.search({ latitude: 44.84, longitude: -0.58, radius: 10 });
    expect(near.jobs.map((job) => job.identifier.id)).toEqual(['b1', 'b2']);
    expect(Object.fromEntries(server.stats.queries[1]!)).toEqual({
      latitude: '44.84',
      longitude: '-0.58',
      radius: '10',
    });
    expect((await client.search({ departement: '2A' })).jobs.map((job) => job.identifier.id)).toEqual(['a1']);
  });

  it('refuse un jeton inconnu (401) avec un message clair qui nomme LBA_API_TOKEN', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    const error = await clientFor(server, 'faux-jeton')
      .search({})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LaBonneAlternanceApiError);
    expect(error).toMatchObject({ status: 401, message: expect.stringContaining('LBA_API_TOKEN') });
    expect((error as Error).message).not.toContain('faux-jeton');
    expect(server.stats.unauthorized).toBe(1);
  });

  it('attend le Retry-After d’un 429 puis réessaie, et finit par réussir', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    server.failNext(429, { times: 2, retryAfter: '1' });
    const client = clientFor(server);
    const started = Date.now();
    const result = await client.search({ departement: '69' });
    expect(result.jobs).toHaveLength(1);
    expect(client.requests).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('abandonne après trois nouvelles tentatives sur des 429 répétés', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    server.failNext(429, { times: 10, retryAfter: '0' });
    const client = clientFor(server);
    await expect(client.search({})).rejects.toThrow(/HTTP 429.*relancez plus tard/);
    expect(client.requests).toBe(4);
  });

  it('traduit une panne (500) en erreur française, sans réessayer', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    server.failNext(500);
    const client = clientFor(server);
    await expect(client.search({ departement: '33' })).rejects.toThrow(
      'La bonne alternance est en panne (HTTP 500 pour /api/job/v1/search?departements=33) : réessayez plus tard.',
    );
    expect(client.requests).toBe(1);
  });

  it('dit quand le serveur refuse les critères (400) ou ne répond pas', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    await expect(clientFor(server).search({ romes: ['pas-un-code'] })).rejects.toThrow(/HTTP 400.*critères/);
    const apiUrl = server.apiUrl;
    await server.close();
    server = undefined;
    await expect(
      new LaBonneAlternanceJobsClient({ apiUrl, token: 't', requestsPerMinute: 6000 }).search({}),
    ).rejects.toThrow(/injoignable.*LBA_API_URL/);
  });

  it('garde les offres lisibles d’une réponse et écarte les autres avec leur raison', async () => {
    const broken = [
      anLbaJob('ok'),
      { ...anLbaJob('sans-titre'), offer: { ...(anLbaJob('x').offer as object), title: '' } },
      {
        ...anLbaJob('sans-date'),
        offer: { ...(anLbaJob('x').offer as object), publication: { creation: 'hier' } },
      },
      anLbaJob('pourvue', { status: 'Filled' }),
      { identifier: { id: null } },
      'pas une offre',
    ];
    server = await startFakeLaBonneAlternance(broken as never);
    const result = await clientFor(server).search({});
    expect(result.jobs.map((job) => job.identifier.id)).toEqual(['ok']);
    expect(result.received).toBe(6);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'intitulé absent',
      'date de publication absente ou invalide',
      'offre qui n’est plus ouverte (pourvue ou annulée)',
      'identifiant absent',
      'offre illisible',
    ]);
  });

  it('sert 150 offres au plus par source, sans pagination, et le signale', async () => {
    const many = Array.from({ length: 160 }, (_, i) => anLbaJob(`m${i}`, { partner: 'France Travail' }));
    server = await startFakeLaBonneAlternance([...many, anLbaJob('autre', { partner: 'Partenaire B' })]);
    const result = await clientFor(server).search({ departement: '33' });
    expect(result.jobs).toHaveLength(151);
    expect(result.capped).toBe(true);
    expect(server.stats.searches).toBe(1);
  });

  it('espace les appels selon le débit permis', async () => {
    server = await startFakeLaBonneAlternance(JOBS);
    const client = new LaBonneAlternanceJobsClient({
      apiUrl: server.apiUrl,
      token: server.token,
      requestsPerMinute: 300, // one call every 220 ms
    });
    const started = Date.now();
    await Promise.all([client.search({}), client.search({}), client.search({})]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});

describe('détails du protocole', () => {
  it('lit Retry-After en secondes ou en date HTTP, borné entre 1 s et 60 s', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('0', now)).toBe(1000);
    expect(retryAfterMs('3600', now)).toBe(60_000);
    expect(retryAfterMs('Tue, 01 Jan 2030 00:00:12 GMT', now)).toBe(12_000);
    expect(retryAfterMs(null, now)).toBe(1000);
  });

  it('construit l’adresse de recherche', () => {
    expect(
      searchUrl('https://api.example.org/api/', { romes: ['M1805'], departement: '974' }).toString(),
    ).toBe('https://api.example.org/api/job/v1/search?romes=M1805&departements=974');
    expect(searchUrl('https://api.example.org/api', { latitude: 45, longitude: 5 }).search).toBe(
      '?latitude=45&longitude=5&radius=30',
    );
  });

  it('accepte une offre réduite aux champs obligatoires', () => {
    const minimal = {
      identifier: { id: 'min' },
      offer: { title: 'Apprenti boulanger', publication: { creation: '2030-02-01T08:00:00.000Z' } },
    };
    const { jobs } = parseLbaJobs([minimal]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.workplace ?? null).toBeNull();
    expect(jobs[0]?.offer).toMatchObject({ rome_codes: [], desired_skills: [], to_be_acquired_skills: [] });
  });
});

describe('département d’un code postal', () => {
  it.each([
    ['33000', '33'],
    ['01000', '01'],
    ['75116', '75'],
    ['20000', '2A'],
    ['20167', '2A'],
    ['20200', '2B'],
    ['20600', '2B'],
    ['97110', '971'],
    ['97200', '972'],
    ['97300', '973'],
    ['97400', '974'],
    ['97600', '976'],
    ['97133', null], // Saint-Barthélemy
    ['97150', null], // Saint-Martin
    ['97500', null], // Saint-Pierre-et-Miquelon
    ['98000', null], // Monaco
    ['98800', null], // Nouvelle-Calédonie
    ['3300', null],
    ['ABCDE', null],
  ])('%s → %s', (postcode, departement) => {
    expect(departementOfPostcode(postcode)).toBe(departement);
  });

  it('lit le code postal et la commune à la fin d’une adresse', () => {
    expect(parseAddress('12 rue Imaginaire 33000 Bordeaux')).toEqual({
      postcode: '33000',
      commune: 'Bordeaux',
      departement: '33',
    });
    expect(parseAddress('20090 AJACCIO CEDEX 9')).toEqual({
      postcode: '20090',
      commune: 'AJACCIO',
      departement: '2A',
    });
    expect(parseAddress('3 allée Fictive, 97400 Saint-Denis, France')).toMatchObject({
      commune: 'Saint-Denis',
      departement: '974',
    });
    expect(parseAddress('75007 Paris 7e Arrondissement').commune).toBe('Paris 7e Arrondissement');
    expect(parseAddress('Bordeaux')).toEqual({ postcode: null, commune: null, departement: null });
    expect(parseAddress(null).postcode).toBeNull();
  });
});
