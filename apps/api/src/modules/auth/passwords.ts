import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A well-formed hash of a password nobody knows: checked when the e-mail is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('mot-de-passe-leurre-jamais-valide');
  try {
    const valid = await verify(storedHash ?? (await decoyHash), password);
    return storedHash !== null && valid;
  } catch {
    return false;
  }
}
