import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { runTeacherRegisterForm } from '../controllers/teacher-register-form';
import { nextStepFor } from '../next-step';
import { TeacherRegisterForm } from './teacher-register-form';

afterEach(() => vi.unstubAllGlobals());

const SCHOOLS = [
  { uai: '0440001A', name: 'Lycée Clemenceau', town: 'Nantes', department: '44' },
  { uai: '0440002B', name: 'Lycée Guist’hau', town: 'Nantes', department: '44' },
];

// The form as drawn, run by its script (the static page's island and the app run the same one).
function teacherForm() {
  const requests = stubApi((request) =>
    request.path === '/api/establishments'
      ? { body: { establishments: SCHOOLS, page: 1, hasMore: false } }
      : { status: 202, body: { message: 'Vérifiez votre boîte mail.' } },
  );
  const onRegistered = vi.fn();
  const { container } = render(<TeacherRegisterForm />);
  runTeacherRegisterForm(container.querySelector('form')!, { onRegistered });
  const box = screen.getByRole('combobox', { name: 'Établissement' });
  return {
    requests,
    onRegistered,
    box,
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Créer mon espace enseignant' })),
  };
}

async function fillPerson() {
  await userEvent.type(screen.getByLabelText('Prénom'), 'Claire');
  await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
  await userEvent.type(screen.getByLabelText('Adresse e-mail professionnelle'), 'claire.martin@ac-nantes.fr');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide');
  await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'motdepasse-solide');
}

describe('l’inscription d’un enseignant', () => {
  it('cherche l’établissement, se parcourt au clavier et envoie le code UAI choisi', async () => {
    const { requests, onRegistered, box, submit } = teacherForm();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await fillPerson();
    await userEvent.type(box, 'nantes');
    const list = await screen.findByRole('listbox', { name: 'Établissements trouvés' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one search for the whole word.
    expect(requests.filter((r) => r.path === '/api/establishments').map((r) => r.query.get('q'))).toEqual([
      'nantes',
    ]);
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveTextContent('Lycée Guist’hau');
    expect(options[1]).toHaveTextContent('Nantes · UAI 0440002B');
    expect(screen.getByRole('status')).toHaveTextContent('2 établissements trouvés');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Lycée Guist’hau — Nantes');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Enter chose the school; it did not send the form.
    expect(requests.some((r) => r.path === '/api/teachers/register')).toBe(false);

    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('claire.martin@ac-nantes.fr'));
    expect(requests.find((r) => r.path === '/api/teachers/register')?.body).toEqual({
      email: 'claire.martin@ac-nantes.fr',
      password: 'motdepasse-solide',
      firstName: 'Claire',
      lastName: 'Martin',
      uai: '0440002B',
    });
  });

  it('un établissement tapé mais pas choisi dans la liste : le champ le dit, rien ne part', async () => {
    const { requests, onRegistered, box, submit } = teacherForm();
    await fillPerson();
    await userEvent.type(box, 'Lycée Clemenceau');
    await submit();
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(/Choisissez l’établissement dans la liste proposée\./);
    expect(box).toHaveFocus();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/teachers/register')).toBe(false);
  });

  it('la suite dépend de l’adresse : académique, l’espace s’ouvre ; sinon, l’équipe vérifie', () => {
    expect(nextStepFor('claire@ac-nantes.fr')).toMatch(/dès qu’elle est confirmée/);
    expect(nextStepFor('claire@gmail.com')).toMatch(/l’équipe Déclic vérifie/);
    expect(nextStepFor('claire@ac-nantes.fr.example.com')).toMatch(/l’équipe Déclic vérifie/);
  });
});
