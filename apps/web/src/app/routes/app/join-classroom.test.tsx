import type { Membership } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { JOIN_PREVIEW, PREVIEWED_CLASSROOM } from '../../../../test/join-preview';
import JoinClassroomPage from './join-classroom';

const classroom = PREVIEWED_CLASSROOM;
const preview = JOIN_PREVIEW;

function renderAt(path: string, memberships: Membership[] = []) {
  const requests = stubApi(({ path: called }) => {
    if (called === '/api/classrooms/memberships') return { body: { memberships } };
    if (called === '/api/classrooms/join/preview') return { body: preview };
    return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/rejoindre/:code" element={<JoinClassroomPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

describe('/app/rejoindre/:code (le QR code projeté en classe)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('remplit le code de l’adresse ; l’élève lit la classe avant de la rejoindre', async () => {
    const requests = renderAt('/app/rejoindre/ABCD-2345');
    expect(screen.getByRole('heading', { level: 1, name: 'Rejoindre ta classe' })).toBeTruthy();
    const field = (await screen.findByLabelText('Code de la classe')) as HTMLInputElement;
    expect(field.value).toBe('ABCD-2345');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir la classe' }));
    expect(await screen.findByRole('region', { name: /Rejoindre «\sTerminale 3\s»/ })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/classrooms/join/preview')?.body).toEqual({
      code: 'ABCD-2345',
    });
    expect(requests.some((r) => r.path === '/api/classrooms/join')).toBe(false);
  });

  it('ouvre le formulaire rempli même quand l’élève est déjà dans une autre classe', async () => {
    const other: Membership = {
      id: '5b1f2c9e-0c1d-4f7a-9a55-2f0b8f1c3d4e',
      classroom: { ...classroom, name: 'Première 2' },
      joinedAt: '2026-10-01T08:00:00Z',
      sharing: { metiers: false, formations: false, parcoursup: false, roadMap: false },
    };
    renderAt('/app/rejoindre/WXYZ-6789', [other]);
    expect(await screen.findByRole('heading', { name: 'Première 2', level: 3 })).toBeTruthy();
    expect((screen.getByLabelText('Code de la classe') as HTMLInputElement).value).toBe('WXYZ-6789');
  });
});
