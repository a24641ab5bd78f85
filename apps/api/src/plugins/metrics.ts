import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/database';
import { aiCallsToday } from './ai/quota';

/** What the server measures for Prometheus (documented in docs/performance.md). */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  aiCalls: Counter<'task' | 'provider' | 'outcome'>;
  chatClients: Gauge;
  /** Read from the database at each scrape: AI budget and its use today, catalogue import runs. */
  aiBudget: Gauge;
  aiCallsToday: Gauge;
  importRuns: Gauge<'importer' | 'status'>;
  importLastSuccess: Gauge<'importer'>;
  /** Where /metrics is served, once listening (null when METRICS_PORT is unset). */
  url: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * A gauge whose value is read when Prometheus scrapes; a database that does not answer leaves
 * the last value (logged once per scrape by the caller's catch).
 */
function readAtScrape<Label extends string>(
  settings: { name: string; help: string; labelNames?: Label[]; registry: Registry },
  read: (gauge: Gauge<Label>) => Promise<void>,
): Gauge<Label> {
  return new Gauge<Label>({
    name: settings.name,
    help: settings.help,
    labelNames: settings.labelNames ?? [],
    registers: [settings.registry],
    async collect() {
      await read(this);
    },
  });
}

function createMetrics(database: Queryable, config: AppConfig): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'declic_' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'declic_http_request_duration_seconds',
      help: 'Durée des requêtes HTTP, par route déclarée (pas par adresse : les identifiants restent hors des étiquettes).',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    aiCalls: new Counter({
      name: 'declic_ai_calls_total',
      help: 'Appels au fournisseur d’IA (ou au moteur hors ligne), par tâche et par issue.',
      labelNames: ['task', 'provider', 'outcome'],
      registers: [registry],
    }),
    chatClients: new Gauge({
      name: 'declic_chat_websocket_clients',
      help: 'WebSockets du chat ouverts sur cette instance.',
      registers: [registry],
    }),
    aiBudget: readAtScrape(
      {
        name: 'declic_ai_daily_budget_calls',
        help: 'Appels au fournisseur d’IA permis par jour, tous élèves (AI_DAILY_GLOBAL_BUDGET).',
        registry,
      },
      async (gauge) => gauge.set(config.ai.dailyGlobalBudget),
    ),
    aiCallsToday: readAtScrape(
      {
        name: 'declic_ai_provider_calls_today',
        help: 'Appels au fournisseur d’IA comptés aujourd’hui (heure de Paris), tous élèves.',
        registry,
      },
      async (gauge) => gauge.set(await aiCallsToday(database)),
    ),
    importRuns: readAtScrape(
      {
        name: 'declic_import_runs',
        help: 'Passages des importeurs de catalogues gardés, par importeur et par issue.',
        labelNames: ['importer', 'status'],
        registry,
      },
      async (gauge) => {
        const rows = await database.query<{ importer: string; status: string; runs: number }>(
          'SELECT importer, status, count(*)::int AS runs FROM import_runs GROUP BY importer, status',
        );
        gauge.reset();
        for (const row of rows) gauge.set({ importer: row.importer, status: row.status }, row.runs);
      },
    ),
    importLastSuccess: readAtScrape(
      {
        name: 'declic_import_last_success_timestamp_seconds',
        help: 'Fin du dernier import réussi, par importeur (secondes Unix).',
        labelNames: ['importer'],
        registry,
      },
      async (gauge) => {
        const rows = await database.query<{ importer: string; finished: number }>(
          `SELECT importer, extract(epoch FROM max(finished_at))::float8 AS finished
             FROM import_runs WHERE status = 'reussi' GROUP BY importer`,
        );
        gauge.reset();
        for (const row of rows) gauge.set({ importer: row.importer }, row.finished);
      },
    ),
    url: null,
  };
}

/** Serves the registry on its own loopback port: nothing of it is reachable through the site. */
function serveMetrics(app: FastifyInstance, port: number, host: string): void {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer(async (request, response) => {
      if (request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      try {
        const body = await app.metrics.registry.metrics();
        response.writeHead(200, { 'Content-Type': app.metrics.registry.contentType }).end(body);
      } catch (error) {
        app.log.warn({ err: error }, 'mesures Prometheus illisibles (base injoignable ?)');
        response.writeHead(503).end();
      }
    });
    await new Promise<void>((resolve) => server?.listen(port, host, resolve));
    const address = server.address() as AddressInfo;
    app.metrics.url = `http://${host}:${address.port}/metrics`;
    app.log.info(`Mesures Prometheus sur ${app.metrics.url}`);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}

export function registerMetrics(app: FastifyInstance): void {
  app.decorate('metrics', createMetrics(app.database, app.config));
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.httpDuration
      .labels(request.method, request.routeOptions.url ?? 'inconnue', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  if (app.config.metrics) serveMetrics(app, app.config.metrics.port, app.config.metrics.host);
}
