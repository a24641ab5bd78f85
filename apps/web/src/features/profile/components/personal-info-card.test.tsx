import type { Profile } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { PersonalInfoCard } from './personal-info-card';

const profile: Profile = {
  id: '7f1c2d4e-0000-4000-8000-000000000001',
  email: 'noe@example.fr',
  profile_type: 'student',
  first_name: 'Noé',
  last_name: 'Lefèvre',
  age: 16,
  gender: null,
  department: null,
  school: null,
  phone_number: null,
  avatar_json: null,
  avatar_url: null,
  home_preference: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function setup() {
  const requests = stubApi((request) => ({ body: { profile: { ...profile, ...(request.body as object) } } }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PersonalInfoCard profile={profile} />
    </QueryClientProvider>,
  );
  return { requests, save: () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' })) };
}

afterEach(() => vi.unstubAllGlobals());

describe('la carte « Informations personnelles »', () => {
  it('refuse un âge hors limites avant tout envoi, sous le champ, qui prend le focus', async () => {
    const { requests, save } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const age = screen.getByLabelText('Âge');
    await userEvent.clear(age);
    await userEvent.type(age, '7');
    await save();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveFocus();
    expect(age).toHaveAccessibleDescription(/10/);
    expect(requests).toHaveLength(0);
  });

  it('envoie les noms sans espaces autour, un champ vidé comme null, puis revient en lecture', async () => {
    const { requests, save } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const firstName = screen.getByLabelText('Prénom');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  Noémie ');
    await userEvent.type(screen.getByLabelText('École'), 'Lycée Ampère');
    await userEvent.clear(screen.getByLabelText('Âge'));
    await save();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/users/profile' });
    expect(requests[0]!.body).toMatchObject({ first_name: 'Noémie', school: 'Lycée Ampère', age: null });
    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });
});
