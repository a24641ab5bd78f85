import { OFFRES, type Offre, type OffreId, STRIPE_PRODUCT_NAME } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { HttpError } from '../../plugins/errors';

export const PAYMENT_UNREACHABLE = 'Le paiement en ligne ne répond pas. Réessaie dans un instant.';

export function paymentsClosed(): HttpError {
  return new HttpError(
    503,
    'paiement_ferme',
    'Le paiement en ligne n’est pas encore ouvert. En attendant, écris-nous pour accéder aux niveaux payants.',
  );
}

/** Any failure while talking to Stripe: no detail leaves the server, nothing was recorded. */
export function stripeUnreachable(): HttpError {
  return new HttpError(503, 'paiement_indisponible', PAYMENT_UNREACHABLE);
}

export interface StripeGateway {
  client: Stripe;
  webhookSecret: string;
  /** The Stripe price id of an offer, found by lookup key or created once. */
  priceId(offer: OffreId): Promise<string>;
}

// Loaded only once Stripe is configured, and at the first call of callStripe: it is heavy.
const loadStripe = async () => (await import('stripe')).default;

async function newClient(config: AppConfig['payments'], secretKey: string): Promise<Stripe> {
  const Stripe = await loadStripe();
  return new Stripe(secretKey, {
    host: config.apiHost,
    port: config.apiPort,
    protocol: config.apiProtocol,
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });
}

async function findPrice(client: Stripe, offer: Offre): Promise<Stripe.Price | undefined> {
  const prices = await client.prices.list({ lookup_keys: [offer.lookupKey], active: true, limit: 1 });
  return prices.data[0];
}

function matches(price: Stripe.Price, offer: Offre): boolean {
  const interval = price.recurring?.interval ?? null;
  return (
    price.unit_amount === offer.amountCents &&
    price.currency === offer.currency &&
    interval === offer.interval
  );
}

/**
 * Finds the prices of both offers by lookup key; creates the missing ones (and the product),
 * or a new price when offers.ts changed the amount (the lookup key moves to it).
 */
async function resolvePrices(client: Stripe): Promise<Record<OffreId, string>> {
  const offers = Object.values(OFFRES);
  const found = await Promise.all(offers.map((offer) => findPrice(client, offer)));
  let productId = found.find((price) => price)?.product;
  const ids = {} as Record<OffreId, string>;
  for (const [index, offer] of offers.entries()) {
    const existing = found[index];
    if (existing && matches(existing, offer)) {
      ids[offer.id] = existing.id;
      continue;
    }
    productId ??= (await client.products.create({ name: STRIPE_PRODUCT_NAME })).id;
    const created = await client.prices.create({
      product: typeof productId === 'string' ? productId : productId.id,
      unit_amount: offer.amountCents,
      currency: offer.currency,
      lookup_key: offer.lookupKey,
      transfer_lookup_key: Boolean(existing),
      nickname: `${offer.label} — ${offer.priceLabel}`,
      ...(offer.interval ? { recurring: { interval: offer.interval } } : {}),
    });
    ids[offer.id] = created.id;
  }
  return ids;
}

/** The Stripe client of this server, or null while Stripe is not configured. */
export async function createStripeGateway(config: AppConfig['payments']): Promise<StripeGateway | null> {
  if (!config.secretKey || !config.webhookSecret) return null;
  const client = await newClient(config, config.secretKey);
  let prices: Promise<Record<OffreId, string>> | null = null;
  return {
    client,
    webhookSecret: config.webhookSecret,
    priceId(offer) {
      prices ??= resolvePrices(client).catch((error: unknown) => {
        prices = null;
        throw error;
      });
      return prices.then((ids) => ids[offer]);
    },
  };
}

/** Runs a Stripe call; a network or Stripe failure becomes the one French 503. */
export async function callStripe<T>(log: FastifyBaseLogger, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const Stripe = await loadStripe();
    if (error instanceof Stripe.errors.StripeError) {
      log.warn({ type: error.type, code: error.code, status: error.statusCode }, 'Stripe en échec');
      throw stripeUnreachable();
    }
    throw error;
  }
}

export function requireStripe(stripe: StripeGateway | null): StripeGateway {
  if (!stripe) throw paymentsClosed();
  return stripe;
}
