import type { ClassAssignment } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { ClassAssignments } from './class-assignments';

const CLASS_ID = '5b1f2c9e-0c1d-4f7a-9a55-2f0b8f1c3d4e';
const ASSIGNMENT_ID = '7c2e3d4f-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const base = `/api/classrooms/${CLASS_ID}/assignments`;

const students = [
  { studentId: 'a', name: 'Léa M.', done: true },
  { studentId: 'b', name: 'Samir', done: false },
];

/** A server that keeps the class's assignments, as the real one would. */
function fakeServer() {
  let assignments: ClassAssignment[] = [];
  return stubApi((request) => {
    if (request.path === base && request.method === 'GET') return { body: { assignments } };
    if (request.path === base && request.method === 'POST') {
      const { level, dueOn } = request.body as { level: number; dueOn: string };
      if (assignments.some((a) => a.level === level)) {
        return {
          status: 409,
          body: {
            code: 'niveau_deja_assigne',
            message: `Le niveau ${level} est déjà assigné à cette classe.`,
          },
        };
      }
      const created = {
        id: ASSIGNMENT_ID,
        level,
        dueOn,
        createdAt: '2026-12-01T08:00:00Z',
        studentCount: 2,
        doneCount: 1,
        students,
      };
      assignments = [created];
      return { status: 201, body: created };
    }
    if (request.path === `${base}/${ASSIGNMENT_ID}` && request.method === 'DELETE') {
      assignments = [];
      return { status: 204 };
    }
    return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
  });
}

function renderComponent() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClassAssignments classroomId={CLASS_ID} />
    </QueryClientProvider>,
  );
}

describe('ClassAssignments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('assigne un niveau avec une date, montre qui l’a terminé, refuse un doublon, retire après confirmation', async () => {
    const requests = fakeServer();
    renderComponent();
    const user = userEvent.setup();
    expect(await screen.findByText('Aucun niveau assigné pour l’instant.')).toBeInTheDocument();

    // Nothing chosen: said at once, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    expect(screen.getByText('Choisissez un niveau.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const level = screen.getByRole('combobox', { name: 'Niveau' });
    expect(within(level).getByRole('option', { name: 'Niveau 6 · Enquête métiers' })).toBeInTheDocument();
    await user.selectOptions(level, '6');
    const date = screen.getByLabelText('À terminer pour le');
    await user.type(date, '2026-12-12');
    await user.click(screen.getByRole('button', { name: 'Assigner' }));

    const item = await screen.findByRole('heading', { name: 'Niveau 6 · Enquête métiers', level: 4 });
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ level: 6, dueOn: '2026-12-12' });
    const card = item.closest('li') as HTMLElement;
    expect(within(card).getByText('Pour le 12 décembre 2026')).toBeInTheDocument();
    expect(within(card).getByText('1 élève sur 2 a terminé')).toBeInTheDocument();
    expect(within(card).getByText('Léa M.').nextElementSibling).toHaveTextContent('Terminé');
    expect(within(card).getByText('Samir').nextElementSibling).toHaveTextContent('Pas encore');
    expect(screen.getByRole('status')).toHaveTextContent('Niveau 6 assigné');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Niveau' }), '6');
    await user.type(screen.getByLabelText('À terminer pour le'), '2027-01-15');
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    expect(await screen.findByText('Le niveau 6 est déjà assigné à cette classe.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Retirer' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Oui, retirer' }));
    expect(await screen.findByText('Aucun niveau assigné pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Niveau 6 retiré.');
  });
});
