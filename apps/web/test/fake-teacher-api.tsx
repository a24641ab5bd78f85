import type { Classroom, RosterStudent, StudentCard, Teacher } from '@declic/domain';
import { aSiteConfig } from '@declic/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type FakeAnswer, type FakeRequest, stubApi } from './fake-api';

export const CLASS_ID = '0b8d2f6e-5c1a-4e3b-9f7d-2a6c8e4b1d30';
export const STUDENT_ID = '7f3e9a1c-2b4d-4c6e-8a0f-1d3b5c7e9f21';

export const aTeacher = (overrides: Partial<Teacher> = {}): Teacher => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Claire',
  lastName: 'Durand',
  email: 'claire.durand@ac-besancon.fr',
  establishment: { uai: '0250001A', name: 'Lycée Louis-Pasteur', town: 'Besançon', department: '25' },
  status: 'active',
  academicEmail: true,
  createdAt: '2026-09-02T08:00:00Z',
  ...overrides,
});

export const aClassroom = (overrides: Partial<Classroom> = {}): Classroom => ({
  id: CLASS_ID,
  name: 'Terminale 3',
  grade: 'terminale',
  schoolYear: '2026-2027',
  joinCode: 'ABCD-2345',
  joinCodeExpiresAt: '2099-12-28T08:00:00Z',
  archived: false,
  studentCount: 2,
  createdAt: '2026-11-28T08:00:00Z',
  ...overrides,
});

export const aRosterStudent = (overrides: Partial<RosterStudent> = {}): RosterStudent => ({
  studentId: STUDENT_ID,
  name: 'Inès B.',
  level: 7,
  xp: 1250,
  lastActiveAt: '2026-11-27T16:00:00Z',
  questionnaireDone: true,
  ...overrides,
});

interface FakeTeacherServer {
  teacher?: Teacher;
  classrooms?: Classroom[];
  students?: RosterStudent[];
  card?: StudentCard;
  /** Answers a request before the defaults do (a refusal, say). */
  override?: (request: FakeRequest) => FakeAnswer | undefined;
}

/**
 * The teacher's routes as the server answers them; the classes it keeps change with each
 * creation, renaming, new code or archive, as the real ones would.
 */
export function fakeTeacherServer(state: FakeTeacherServer = {}): FakeRequest[] {
  let classrooms = state.classrooms ?? [aClassroom()];
  const replace = (id: string, change: Partial<Classroom>) => {
    classrooms = classrooms.map((c) => (c.id === id ? { ...c, ...change } : c));
    return { body: classrooms.find((c) => c.id === id) };
  };
  return stubApi((request) => {
    const answer = state.override?.(request);
    if (answer) return answer;
    const { method, path } = request;
    const id = path.split('/')[3] ?? '';
    if (path === '/api/teacher/me') return { body: state.teacher ?? aTeacher() };
    if (path === '/api/site') return { body: aSiteConfig() };
    if (path === '/api/classrooms' && method === 'GET') return { body: { classrooms } };
    if (path === '/api/classrooms' && method === 'POST') {
      const created = aClassroom({
        ...(request.body as object),
        id: 'c0000000-0000-4000-8000-000000000002',
        joinCode: 'WXYZ-6789',
        studentCount: 0,
      });
      classrooms = [created, ...classrooms];
      return { status: 201, body: created };
    }
    if (method === 'PATCH') return replace(id, request.body as Partial<Classroom>);
    if (path.endsWith('/archive'))
      return replace(id, { archived: true, joinCode: null, joinCodeExpiresAt: null });
    if (path.endsWith('/join-code')) return replace(id, { joinCode: 'NEWC-2345' });
    if (path.endsWith('/qr.svg')) return { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    if (path.endsWith('/students')) return { body: { students: state.students ?? [aRosterStudent()] } };
    if (path.includes('/students/') && state.card) return { body: state.card };
    return { status: 404, body: { code: 'classe_introuvable', message: 'Cette classe n’existe pas.' } };
  });
}

export function renderWithClient(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
