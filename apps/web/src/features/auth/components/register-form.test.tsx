import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const form = () => {
  const onRegistered = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RegisterForm onRegistered={onRegistered} />
    </QueryClientProvider>,
  );
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
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
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
    expect(parent).toHaveAttribute('aria-invalid', 'true');
    expect(parent).toHaveAccessibleDescription(/Indique l’adresse d’un parent, pas la tienne.$/);
  });

  it('deux mots de passe différents : la confirmation le dit', async () => {
    const { submit } = form();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse-1');
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'motdepasse-2');
    await submit();
    expect(screen.getByLabelText('Mot de passe')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAttribute('aria-invalid', 'true');
  });
});
