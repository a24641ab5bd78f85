import { describe, expect, it } from 'vitest';
import { registrationProfileSchema } from '../contracts/auth';
import { isReservedName } from './profile-fields';

describe('noms réservés à l’équipe', () => {
  it.each(['Équipe Déclic (Admin)', 'ADMIN', 'Administrateur', 'declic', 'Le staff', 'Modératrice'])(
    'refuse « %s »',
    (name) => {
      expect(isReservedName(name)).toBe(true);
    },
  );

  it.each(['Léa', 'Adam', 'Déborah', 'Stéphane', 'Équinoxe'])('accepte « %s »', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('donne un message français à l’inscription', () => {
    const result = registrationProfileSchema.safeParse({
      firstName: 'Équipe',
      lastName: 'Déclic',
      age: 17,
      gender: 'Femme',
      department: '75 - Paris',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Le prénom ne peut pas contenir «\u202fadmin\u202f», «\u202féquipe\u202f», «\u202fDéclic\u202f», «\u202fstaff\u202f» ou «\u202fmodérateur\u202f»\u202f: ces mots sont réservés à l’équipe.',
    );
  });
});
