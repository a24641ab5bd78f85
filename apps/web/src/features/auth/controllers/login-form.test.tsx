import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { LoginForm } from '../components/login-form';
import { runLoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const SESSION = {
  access_token: 'jeton',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 2_000_000_000,
  user: { id: 'u1', email: 'lou@example.fr', user_metadata: { profile_type: 'company' } },
};

// The form as drawn, run by its script (the static page's island or the app run the same one).
function loginForm() {
  const onSignedIn = vi.fn();
  const { container } = render(<LoginForm />);
  runLoginForm(container.querySelector('form')!, { onSignedIn });
  const submit = screen.getByRole('button', { name: 'Se connecter' });
  const fill = async (email: string, password: string) => {
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
    await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  };
  return { onSignedIn, submit, fill };
}

describe('le formulaire de connexion', () => {
  it('s’ouvre une fois les deux champs remplis, envoie le type de profil choisi et rend la session', async () => {
    const requests = stubApi(() => ({ body: SESSION }));
    const { onSignedIn, submit, fill } = loginForm();
    expect(submit).toBeDisabled();
    await fill('lou@example.fr', 'motdepasse');
    expect(submit).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Entreprise'));
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(requests).toMatchObject([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { email: 'lou@example.fr', password: 'motdepasse', profile_type: 'company' },
      },
    ]);
  });

  it('adresse pas encore confirmée : le message du serveur, et de quoi renvoyer l’e-mail', async () => {
    const requests = stubApi((request) =>
      request.path === '/api/auth/login'
        ? {
            status: 403,
            body: { code: 'email_non_confirme', message: 'Ton adresse n’est pas encore confirmée.' },
          }
        : { status: 202, body: { message: 'E-mail renvoyé.' } },
    );
    const { onSignedIn, submit, fill } = loginForm();
    await fill('lou@example.fr', 'motdepasse');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ton adresse n’est pas encore confirmée.');
    expect(submit).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail renvoyé.');
    expect(requests.at(-1)).toMatchObject({ path: '/api/auth/resend', body: { email: 'lou@example.fr' } });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('trop d’essais : le message du serveur, sans renvoi d’e-mail', async () => {
    stubApi(() => ({
      status: 429,
      body: { code: 'trop_de_tentatives', message: 'Trop de tentatives. Réessaie dans quelques minutes.' },
    }));
    const { submit, fill } = loginForm();
    await fill('lou@example.fr', 'motdepasse');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
    expect(screen.queryByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeNull();
  });
});
