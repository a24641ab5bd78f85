import { describe, expect, it } from 'vitest';
import { signupConfirmationTarget } from './landing-redirect';

describe('signupConfirmationTarget', () => {
  it('envoie un lien d’inscription vers la confirmation en gardant le hash', () => {
    expect(signupConfirmationTarget('#access_token=abc&type=signup')).toBe(
      '/email-confirmation#access_token=abc&type=signup',
    );
    expect(signupConfirmationTarget('#type=signup&refresh_token=r&access_token=x.y.z')).toBe(
      '/email-confirmation#type=signup&refresh_token=r&access_token=x.y.z',
    );
  });

  it('laisse l’accueil tranquille sans jeton ou pour un autre type', () => {
    expect(signupConfirmationTarget('')).toBeNull();
    expect(signupConfirmationTarget('#contenu')).toBeNull();
    expect(signupConfirmationTarget('#type=signup')).toBeNull();
    expect(signupConfirmationTarget('#access_token=&type=signup')).toBeNull();
    expect(signupConfirmationTarget('#access_token=abc&type=recovery')).toBeNull();
  });
});
