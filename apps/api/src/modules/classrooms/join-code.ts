import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_CODE_TTL_DAYS } from '@declic/domain';
import { DAY_MS } from '../../kernel/clock';

/** A fresh code from the cryptographic generator: guessing one is as hard as the alphabet allows. */
export function newJoinCode(now: Date): { code: string; expiresAt: Date } {
  let code = '';
  for (let n = 0; n < JOIN_CODE_LENGTH; n += 1)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return { code, expiresAt: new Date(now.getTime() + JOIN_CODE_TTL_DAYS * DAY_MS) };
}

const UNIQUE_VIOLATION = '23505';
const ATTEMPTS = 5;

/** Runs `write` with new codes until one is free (two classes drawing the same code is rare, not impossible). */
export async function withFreshJoinCode<T>(
  now: Date,
  write: (joinCode: { code: string; expiresAt: Date }) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(newJoinCode(now));
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= ATTEMPTS) throw error;
    }
  }
}
