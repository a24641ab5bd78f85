import type { AdminClassroom, Teacher } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, stubApi } from '../../../../test/fake-api';
import { TeacherReview } from './teacher-review';

const CLAIRE = '5b1f2c9e-0c1d-4f7a-9a55-2f0b8f1c3d4e';
const MARC = '7c2e3d4f-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const CLASS = '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a';

function aTeacher(overrides: Partial<Teacher>): Teacher {
  return {
    id: CLAIRE,
    firstName: 'Claire',
    lastName: 'Durand',
    email: 'claire.durand@lycee-pasteur.fr',
    establishment: { uai: '0251234E', name: 'Lycée Louis-Pasteur', town: 'Besançon', department: 'Doubs' },
    status: 'pending_approval',
    academicEmail: false,
    createdAt: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

const aClassroom = (overrides: Partial<AdminClassroom> = {}): AdminClassroom => ({
  id: CLASS,
  name: 'Terminale 3',
  grade: 'terminale',
  schoolYear: '2026-2027',
  joinCodeExpiresAt: '2099-12-29T09:00:00Z',
  archived: false,
  studentCount: 24,
  createdAt: '2026-11-21T09:00:00Z',
  ...overrides,
});

/** A server that keeps the teachers' statuses and the class, as the real one would. */
function fakeServer({ failStatus = false } = {}) {
  let teachers = [
    aTeacher({}),
    aTeacher({ id: MARC, firstName: 'Marc', lastName: 'Petit', status: 'active' }),
  ];
  let classroom = aClassroom();
  return stubApi((request: FakeRequest) => {
    const { method, path } = request;
    if (path === '/api/admin/teachers' && method === 'GET') {
      const status = request.query.get('status');
      return { body: { teachers: teachers.filter((teacher) => teacher.status === status) } };
    }
    const statusMatch = /^\/api\/admin\/teachers\/([\w-]+)\/status$/.exec(path);
    if (statusMatch && method === 'PUT') {
      if (failStatus)
        return {
          status: 404,
          body: { code: 'enseignant_introuvable', message: 'Ce compte enseignant n’existe pas.' },
        };
      const { status } = request.body as { status: Teacher['status'] };
      teachers = teachers.map((teacher) =>
        teacher.id === statusMatch[1] ? { ...teacher, status } : teacher,
      );
      return { body: teachers.find((teacher) => teacher.id === statusMatch[1]) };
    }
    if (path === '/api/admin/classrooms' && method === 'GET') {
      return { body: { classrooms: request.query.get('teacherId') === CLAIRE ? [classroom] : [] } };
    }
    if (path === `/api/admin/classrooms/${CLASS}/archive` && method === 'POST') {
      classroom = { ...classroom, archived: true, joinCodeExpiresAt: null };
      return { body: classroom };
    }
    if (path === '/api/admin/audit') return { body: { items: [] } };
    return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
  });
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeacherReview />
    </QueryClientProvider>,
  );
}

const statusCalls = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('TeacherReview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('montre d’abord les comptes en attente, avec l’adresse, l’établissement et l’inscription', async () => {
    fakeServer();
    renderScreen();
    const region = screen.getByRole('region', { name: 'Enseignants' });
    expect(within(region).getByRole('tab', { name: 'En attente' })).toHaveAttribute('aria-selected', 'true');
    const waiting = await screen.findByRole('list', { name: 'Enseignants en attente' });
    const claire = await within(waiting).findByRole('listitem');
    expect(within(claire).getByRole('heading', { level: 3, name: 'Claire Durand' })).toBeTruthy();
    expect(claire).toHaveTextContent('claire.durand@lycee-pasteur.fr (Adresse non académique)');
    expect(claire).toHaveTextContent('Lycée Louis-Pasteur, Besançon · UAI 0251234E');
    expect(claire).toHaveTextContent('20 novembre 2026');
    expect(claire).toHaveTextContent('En attente de vérification');
    expect(within(waiting).queryByText('Marc Petit')).toBeNull();
  });

  it('sans raison, rien n’est envoyé : le champ le dit et reçoit le focus', async () => {
    const requests = fakeServer();
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ouvrir l’espace (Claire Durand)' }));
    const reason = screen.getByRole('textbox', { name: 'Raison (gardée dans le journal)' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Dis pourquoi, en 3\scaractères au moins/);
    await user.type(reason, 'ok');
    await user.click(screen.getByRole('button', { name: 'Suspendre (Claire Durand)' }));
    expect(statusCalls(requests)).toEqual([]);
  });

  it('ouvre l’espace avec la raison, l’annonce, et le compte passe dans « Actifs »', async () => {
    const requests = fakeServer();
    renderScreen();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Raison (gardée dans le journal)' }),
      '  Vérifiée auprès du secrétariat  ',
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir l’espace (Claire Durand)' }));
    // Testing Library reads the narrow no-break space before « : » as a space.
    expect(
      await screen.findByText('Espace de Claire Durand ouvert : un e-mail le lui annonce.'),
    ).toBeTruthy();
    expect(screen.getByText(/Espace de Claire Durand ouvert/).closest('[role="status"]')).not.toBeNull();
    expect(statusCalls(requests).map((request) => [request.path, request.body])).toEqual([
      [
        `/api/admin/teachers/${CLAIRE}/status`,
        { status: 'active', reason: 'Vérifiée auprès du secrétariat' },
      ],
    ]);
    expect(await screen.findByText('Aucun compte n’attend.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Enseignants en attente' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Actifs' }));
    const active = await screen.findByRole('list', { name: 'Enseignants actifs' });
    expect(await within(active).findByRole('heading', { name: 'Claire Durand' })).toBeTruthy();
    expect(within(active).getByRole('heading', { name: 'Marc Petit' })).toBeTruthy();
  });

  it('suspend un compte actif, puis le rouvre depuis « Suspendus »', async () => {
    const requests = fakeServer();
    renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Actifs' }));
    const marc = within(await screen.findByRole('list', { name: 'Enseignants actifs' })).getByRole(
      'listitem',
    );
    expect(within(marc).queryByRole('button', { name: /^Ouvrir l’espace/ })).toBeNull();
    await user.type(within(marc).getByRole('textbox'), 'Signalement du lycée');
    await user.click(within(marc).getByRole('button', { name: 'Suspendre (Marc Petit)' }));
    expect(await screen.findByText(/Espace de Marc Petit suspendu/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Suspendus' }));
    const suspended = await screen.findByRole('list', { name: 'Enseignants suspendus' });
    const again = within(suspended).getByRole('listitem');
    expect(again).toHaveTextContent('Espace suspendu');
    await user.type(within(again).getByRole('textbox'), 'Malentendu levé');
    await user.click(within(again).getByRole('button', { name: 'Rouvrir (Marc Petit)' }));
    expect(await screen.findByText(/Espace de Marc Petit rouvert/)).toBeTruthy();
    expect(statusCalls(requests).map((request) => request.body)).toEqual([
      { status: 'suspended', reason: 'Signalement du lycée' },
      { status: 'active', reason: 'Malentendu levé' },
    ]);
  });

  it('une erreur du serveur s’affiche en français, sans annonce de succès', async () => {
    fakeServer({ failStatus: true });
    renderScreen();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox'), 'Vérifiée');
    await user.click(screen.getByRole('button', { name: 'Ouvrir l’espace (Claire Durand)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte enseignant n’existe pas.');
    expect(screen.queryByText(/ouvert\u202f:/)).toBeNull();
  });

  it('déplie les classes et en archive une avec la raison tapée au-dessus', async () => {
    const requests = fakeServer();
    renderScreen();
    const user = userEvent.setup();
    const unfold = await screen.findByRole('button', { name: 'Voir ses classes (Claire Durand)' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(unfold).toHaveAttribute('aria-expanded', 'true');
    const classes = await screen.findByRole('list', { name: 'Classes de Claire Durand' });
    expect(classes).toHaveTextContent(
      'Terminale 3Terminale · 2026-2027 · 24 élèves · code valable jusqu’au 29 décembre 2099',
    );

    const archive = within(classes).getByRole('button', { name: 'Archiver la classe Terminale 3' });
    await user.click(archive);
    expect(screen.getByRole('textbox', { name: 'Raison (gardée dans le journal)' })).toHaveFocus();
    expect(requests.some((request) => request.path.endsWith('/archive'))).toBe(false);

    await user.type(screen.getByRole('textbox'), 'Code affiché en ligne');
    await user.click(archive);
    expect(await screen.findByText('Classe « Terminale 3 » archivée : son code ne sert plus.')).toBeTruthy();
    expect(await within(classes).findByText('Archivée')).toBeTruthy();
    expect(within(classes).queryByRole('button', { name: /^Archiver/ })).toBeNull();
    expect(requests.find((request) => request.path.endsWith('/archive'))?.body).toEqual({
      reason: 'Code affiché en ligne',
    });
  });
});
