import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the server measures for Prometheus (documented in docs/performance.md). */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  aiCalls: Counter<'task' | 'provider' | 'outcome'>;
  chatClients: Gauge;
  /** Where /metrics is served, once listening (null when METRICS_PORT is unset). */
  url: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function createMetrics(): Metrics {
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
      const body = await app.metrics.registry.metrics();
      response.writeHead(200, { 'Content-Type': app.metrics.registry.contentType }).end(body);
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
  app.decorate('metrics', createMetrics());
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.httpDuration
      .labels(request.method, request.routeOptions.url ?? 'inconnue', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  if (app.config.metrics) serveMetrics(app, app.config.metrics.port, app.config.metrics.host);
}
