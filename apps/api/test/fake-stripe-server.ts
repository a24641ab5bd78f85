import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown> & { id: string };
type Form = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body (or query string), nested as Stripe means it. */
  params: Form;
}

export interface FakeStripeServer {
  /** Environment for buildTestApp: the Stripe client talks to this server. */
  env: NodeJS.ProcessEnv;
  requests: FakeStripeRequest[];
  prices: StripeObject[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** What Stripe does once the student has paid on the Checkout page. */
  completeSession(
    id: string,
    options?: { subscriptionStatus?: string; currentPeriodEnd?: number },
  ): StripeObject;
  close(): Promise<void>;
}

export const FAKE_WEBHOOK_SECRET = 'whsec_test_declic';

/** `a[0][b]=1&c[d]=2` → `{ a: [{ b: '1' }], c: { d: '2' } }`, as Stripe reads its forms. */
export function parseStripeForm(raw: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Form;
      }
    });
  }
  return arraysIn(root) as Form;
}

function arraysIn(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysIn(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

let counter = 0;
function newId(prefix: string): string {
  counter += 1;
  return `${prefix}_fake${Date.now().toString(36)}${counter}`;
}
const now = () => Math.floor(Date.now() / 1000);

function stripeError(res: http.ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

/**
 * A Stripe API on 127.0.0.1 speaking only what the payments module uses: prices by lookup
 * key, products and prices created, Checkout sessions, subscriptions read, portal sessions.
 */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const prices: StripeObject[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();

  const routes: Array<[string, RegExp, (params: Form, match: RegExpMatchArray) => StripeObject | null]> = [
    [
      'GET',
      /^\/v1\/prices$/,
      (params) => {
        const keys = (params.lookup_keys as string[] | undefined) ?? [];
        const data = prices.filter((price) => keys.includes(price.lookup_key as string) && price.active);
        return { id: 'list', object: 'list', data, has_more: false, url: '/v1/prices' };
      },
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (params) => ({ id: newId('prod'), object: 'product', name: params.name, active: true }),
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (params) => {
        if (params.transfer_lookup_key === 'true') {
          for (const price of prices) if (price.lookup_key === params.lookup_key) price.lookup_key = null;
        }
        const recurring = params.recurring as Form | undefined;
        const price = {
          id: newId('price'),
          object: 'price',
          active: true,
          product: params.product,
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          lookup_key: params.lookup_key ?? null,
          nickname: params.nickname ?? null,
          recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
          type: recurring ? 'recurring' : 'one_time',
        };
        prices.push(price);
        return price;
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (params) => {
        const items = (params.line_items as Form[] | undefined) ?? [];
        // A price by id, or one given inline (the class licence: its amount is the staff's).
        const inline = items[0]?.price_data as Form | undefined;
        const price = inline
          ? { id: null, unit_amount: Number(inline.unit_amount), currency: inline.currency }
          : prices.find((p) => p.id === items[0]?.price);
        if (!price) return null;
        const quantity = Number(items[0]?.quantity ?? 1);
        const id = newId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          url: `${origin()}/c/pay/${id}`,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_creation: params.customer_creation ?? null,
          customer_email: params.customer_email ?? null,
          payment_intent: null,
          subscription: null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          amount_total: Number(price.unit_amount) * quantity,
          currency: price.currency,
          line_items_price: price.id,
          created: now(),
        };
        sessions.set(id, session);
        return session;
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_params, match) => sessions.get(match[1] ?? '') ?? null],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_params, match) => subscriptions.get(match[1] ?? '') ?? null],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (params) => {
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        };
      },
    ],
  ];

  // The payment page a browser opens (Playwright journeys): one button pays, one link cancels.
  const checkoutPage = (req: http.IncomingMessage, res: http.ServerResponse, id: string): void => {
    const session = sessions.get(id);
    if (!session) {
      stripeError(res, 404, `No such checkout session: ${id}`);
      return;
    }
    if (req.method === 'POST') {
      const paid = fake.completeSession(id);
      const back = String(paid.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(303, { location: back });
      res.end();
      return;
    }
    const amount = `${(Number(session.amount_total) / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stripe de test</title></head>
<body><main><h1>Paiement de test</h1><p>Montant : ${amount}${session.mode === 'subscription' ? ' par mois' : ''}</p>
<form method="post"><button type="submit">Payer</button></form>
<a href="${String(session.cancel_url)}">Annuler</a></main></body></html>`);
  };

  const server = http.createServer((req, res) => {
    const page = req.url?.match(/^\/c\/pay\/([^/?]+)/);
    if (page) return checkoutPage(req, res, page[1] ?? '');
    let raw = '';
    req.on('data', (data) => {
      raw += data;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      if (req.headers.authorization !== 'Bearer sk_test_declic')
        return stripeError(res, 401, 'Invalid API Key');
      for (const [method, pattern, handle] of routes) {
        const match = url.pathname.match(pattern);
        if (method !== req.method || !match) continue;
        const answer = handle(params, match);
        if (!answer) return stripeError(res, 404, `No such object: ${url.pathname}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(answer));
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  function origin(): string {
    return `http://127.0.0.1:${port}`;
  }

  const fake: FakeStripeServer = {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_declic',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    prices,
    sessions,
    subscriptions,
    completeSession(id, options = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`session inconnue : ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.customer ??= newId('cus');
      if (session.mode === 'payment') {
        session.payment_intent = newId('pi');
      } else {
        const subscription = {
          id: newId('sub'),
          object: 'subscription',
          customer: session.customer,
          status: options.subscriptionStatus ?? 'active',
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                current_period_end: options.currentPeriodEnd ?? now() + 30 * 86_400,
              },
            ],
          },
        };
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
      }
      return session;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
