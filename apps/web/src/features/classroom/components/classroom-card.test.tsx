import {
  ALWAYS_VISIBLE_TO_TEACHER,
  type Membership,
  NEVER_VISIBLE_TO_TEACHER,
  SHAREABLE_ITEM_LABELS,
  SHAREABLE_ITEMS,
} from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, stubApi } from '../../../../test/fake-api';
import { JOIN_PREVIEW, PREVIEWED_CLASSROOM } from '../../../../test/join-preview';
import { ClassroomCard } from './classroom-card';

const classroom = PREVIEWED_CLASSROOM;
const preview = JOIN_PREVIEW;
const OFF = { metiers: false, formations: false, parcoursup: false, roadMap: false };
const ID = '5b1f2c9e-0c1d-4f7a-9a55-2f0b8f1c3d4e';

/** A server that keeps the student's memberships, as the real one would. */
function fakeServer(answers: { preview?: (request: FakeRequest) => { status: number; body: unknown } } = {}) {
  let memberships: Membership[] = [];
  return stubApi((request) => {
    const { method, path } = request;
    if (path === '/api/classrooms/memberships' && method === 'GET') return { body: { memberships } };
    if (path === '/api/classrooms/join/preview') return answers.preview?.(request) ?? { body: preview };
    if (path === '/api/classrooms/join') {
      memberships = [{ id: ID, classroom, joinedAt: '2026-11-29T08:00:00Z', sharing: OFF }];
      return { status: 201, body: memberships[0] };
    }
    if (path === `/api/classrooms/memberships/${ID}/sharing`) {
      const sharing = request.body as typeof OFF;
      memberships = memberships.map((m) => ({ ...m, sharing }));
      return { body: sharing };
    }
    if (path === `/api/classrooms/memberships/${ID}` && method === 'DELETE') {
      memberships = [];
      return { status: 204 };
    }
    return { status: 404, body: { code: 'introuvable', message: 'Introuvable' } };
  });
}

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClassroomCard />
    </QueryClientProvider>,
  );
}

describe('ClassroomCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('montre ce que l’enseignant verra avant de rejoindre, puis rejoint avec tout éteint', async () => {
    const requests = fakeServer();
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code de la classe'), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Voir la classe' }));

    const panel = await screen.findByRole('region', { name: /Rejoindre «\sTerminale 3\s»\s\?/ });
    for (const item of ALWAYS_VISIBLE_TO_TEACHER) expect(within(panel).getByText(item)).toBeTruthy();
    for (const item of SHAREABLE_ITEMS)
      expect(within(panel).getByText(SHAREABLE_ITEM_LABELS[item])).toBeTruthy();
    expect(within(panel).getByText(NEVER_VISIBLE_TO_TEACHER)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/classrooms/join')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Rejoindre la classe' }));
    const item = await screen.findByRole('heading', { name: 'Terminale 3', level: 3 });
    expect(item).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/classrooms/join')?.body).toEqual({ code: 'abcd-2345' });
    for (const label of Object.values(SHAREABLE_ITEM_LABELS)) {
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.getByRole('status').textContent).toMatch(/Tu as rejoint «\sTerminale 3\s»/);
  });

  it('allume un partage à la fois, puis quitte la classe après confirmation', async () => {
    const requests = fakeServer();
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code de la classe'), 'ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Voir la classe' }));
    await user.click(await screen.findByRole('button', { name: 'Rejoindre la classe' }));

    const metiers = await screen.findByRole('checkbox', { name: SHAREABLE_ITEM_LABELS.metiers });
    await user.click(metiers);
    await vi.waitFor(() => expect((metiers as HTMLInputElement).checked).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ ...OFF, metiers: true });
    expect(screen.getByRole('status').textContent).toBe('C’est enregistré.');

    await user.click(screen.getByRole('button', { name: 'Quitter la classe' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Oui, quitter' }));
    expect(await screen.findByLabelText('Code de la classe')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Tu as quitté «\sTerminale 3\s»/);
  });

  it('dit pourquoi le code ne va pas, sans rien rejoindre', async () => {
    const message = 'Ce code ne correspond à aucune classe, ou il a expiré.';
    const requests = fakeServer({
      preview: () => ({ status: 404, body: { code: 'code_inconnu', message } }),
    });
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code de la classe'), 'ZZZZ-9999');
    await user.click(screen.getByRole('button', { name: 'Voir la classe' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/classrooms/join')).toBe(false);
  });
});
