import { describe, expect, it } from 'vitest';
import { emailFromToken, userIdFromToken } from './current-user';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('utilisateur courant lu dans le jeton d’accès', () => {
  it('donne le sub et l’e-mail du jeton, accents compris', () => {
    const value = token({ sub: 'a1b2', email: 'léa@exemple.fr' });
    expect(userIdFromToken(value)).toBe('a1b2');
    expect(emailFromToken(value)).toBe('léa@exemple.fr');
  });

  it('donne null sans jeton, avec un jeton illisible ou sans sub', () => {
    expect(userIdFromToken(null)).toBeNull();
    expect(userIdFromToken('pas.un-jeton')).toBeNull();
    expect(userIdFromToken(token({ email: 'x@y.fr' }))).toBeNull();
  });
});
