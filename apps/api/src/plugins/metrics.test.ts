import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

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

  it('ne sont jamais servies par le site lui-même', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
