import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/helper';

describe('mesures Prometheus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_PORT: '0' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    expect(t.app.metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(t.app.metrics.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('mesure chaque requête par route déclarée, sans identifiant dans les étiquettes', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/rome/metiers/ZZZZ99' });
    const text = await scrape();
    expect(text).toMatch(
      /declic_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/rome/metiers/:romeCode",status="404"');
    expect(text).not.toContain('ZZZZ99');
    expect(text).toContain('declic_chat_websocket_clients 0');
    expect(text).toContain('declic_process_resident_memory_bytes');
  });

  it('compte les appels à l’IA par tâche et par issue', async () => {
    const task = { name: 'essai-mesures', messages: () => [], offline: () => 'bonjour' };
    expect(await t.app.ai.generateText(task, {})).toBe('bonjour');
    expect(await scrape()).toContain(
      'declic_ai_calls_total{task="essai-mesures",provider="offline",outcome="ok"} 1',
    );
  });

  it('lisent à chaque relevé le budget d’IA du jour et les imports des catalogues', async () => {
    const student = await createTestUser(t);
    await t.database.query(
      "INSERT INTO ai_usage (day, user_id, calls) VALUES ((now() AT TIME ZONE 'Europe/Paris')::date, $1, 7)",
      [student.id],
    );
    await t.database.query(
      `INSERT INTO import_runs (importer, via, status, finished_at) VALUES
         ('offres', 'cli', 'reussi', '2026-11-20T10:00:00Z'),
         ('offres', 'cli', 'reussi', '2026-11-25T10:00:00Z'),
         ('offres', 'api', 'echoue', now())`,
    );
    const text = await scrape();
    expect(text).toContain('declic_ai_daily_budget_calls 2000');
    expect(text).toContain('declic_ai_provider_calls_today 7');
    expect(text).toContain('declic_import_runs{importer="offres",status="reussi"} 2');
    expect(text).toContain('declic_import_runs{importer="offres",status="echoue"} 1');
    expect(text).toContain(
      `declic_import_last_success_timestamp_seconds{importer="offres"} ${Date.parse('2026-11-25T10:00:00Z') / 1000}`,
    );
  });

  it('ne sont jamais servies par le site lui-même', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
