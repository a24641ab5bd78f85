import { createHmac } from 'node:crypto';

/**
 * Counter keys never hold a personal value in clear: an e-mail, an IP address or an account id
 * becomes its HMAC-SHA-256 under a server secret (no dictionary of addresses can reverse it
 * without the secret). Each counter key ends with that digest, so an erased account's counters
 * are found again from its values.
 */
export interface RateLimitKeys {
  /** The digest that stands for `value` in a counter's key. */
  personal(value: string): string;
  /** Removes every counter whose key names one of these values (an erased account's). */
  forget(values: string[]): Promise<void>;
}

/** 128 bits of the HMAC, in hex: no collision in practice, and no wildcard of LIKE or SCAN. */
const DIGEST_LENGTH = 32;

export function hmacDigest(secret: string): (value: string) => string {
  return (value) => createHmac('sha256', secret).update(value).digest('hex').slice(0, DIGEST_LENGTH);
}
