import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { runRegisterForm } from '../controllers/register-form';
import { RegisterForm } from './register-form';

// The form as drawn, run by its script (the static page's island or the app run the same one).
const form = () => {
  const onRegistered = vi.fn();
  const { container } = render(<RegisterForm />);
  runRegisterForm(container.querySelector('form')!, { onRegistered });
  return {
    onRegistered,
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' })),
  };
};

describe('le formulaire d’inscription', () => {
  it('vide : chaque champ requis dit quoi corriger, et le premier prend le focus', async () => {
    const { submit, onRegistered } = form();
    await submit();
    const firstName = screen.getByLabelText('Prénom');
    // The rules load with the first submission.
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(/prénom/i);
    expect(screen.getByLabelText('Département')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    // Optional fields never complain.
    expect(screen.getByLabelText(/École/)).not.toHaveAttribute('aria-invalid');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('sous 15 ans, l’adresse d’un parent est demandée, et pas la sienne', async () => {
    const { submit } = form();
    expect(screen.queryByLabelText('Adresse e-mail d’un parent')).not.toBeInTheDocument();
    const age = screen.getByLabelText('Âge');
    await userEvent.clear(age);
    await userEvent.type(age, '13');
    const parent = screen.getByLabelText('Adresse e-mail d’un parent');
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'lou@example.fr');
    await userEvent.type(parent, 'lou@example.fr');
    await submit();
    await waitFor(() => expect(parent).toHaveAttribute('aria-invalid', 'true'));
    expect(parent).toHaveAccessibleDescription(/Indique l’adresse d’un parent, pas la tienne.$/);
  });

  it('deux mots de passe différents : la confirmation le dit', async () => {
    const { submit } = form();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse-1');
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'motdepasse-2');
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Mot de passe')).not.toHaveAttribute('aria-invalid');
  });

  it('après un premier envoi, le message d’un champ suit ce qui y est tapé', async () => {
    const { submit } = form();
    await submit();
    const firstName = screen.getByLabelText('Prénom');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(firstName, 'Lou');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).not.toHaveAccessibleDescription(/prénom/i);
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
  });
});
