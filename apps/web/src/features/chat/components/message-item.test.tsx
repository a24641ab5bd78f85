import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import type { ShownMessage } from '../hooks/use-global-chat';
import { MessageItem } from './message-item';

const message = (overrides: Partial<ShownMessage>): ShownMessage => ({
  id: 7,
  authorName: 'Inès',
  isStaff: false,
  isMine: false,
  content: 'Quelqu’un fait un CAP cuisine ?',
  createdAt: '2026-11-25T15:05:00Z',
  ...overrides,
});

const others = message({});
const mine = message({ id: 8, authorName: 'Toi', isMine: true, content: 'Moi !' });
const pending = message({ id: -1, authorName: 'Toi', isMine: true, pending: true, content: 'J’arrive' });
const staff = message({
  id: 9,
  authorName: 'Équipe Déclic',
  isStaff: true,
  content: 'Voir https://declic.fr/aide',
});

/** The messages as the global chat lists them. */
function list(messages: ShownMessage[], viewerIsStaff = false) {
  const onHidden = vi.fn();
  render(
    <ul aria-label="Chat global">
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} viewerIsStaff={viewerIsStaff} onHidden={onHidden} />
      ))}
    </ul>,
  );
  const item = (text: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByText(text))!;
  return { onHidden, item };
}

const ok = { body: { ok: true } };
const refused = { status: 429, body: { code: 'trop_vite', message: 'Doucement, réessaie dans une minute.' } };

afterEach(() => vi.unstubAllGlobals());

describe('un message du chat global', () => {
  it('seuls les messages des autres se signalent ; un message en cours d’envoi n’a aucune action', () => {
    const { item } = list([others, mine, pending]);
    expect(within(item(others.content)).getByText('Inès')).toBeInTheDocument();
    expect(within(item(others.content)).getByRole('button', { name: 'Signaler' })).toBeInTheDocument();
    expect(within(item(mine.content)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item(pending.content)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masquer pour tous' })).not.toBeInTheDocument();
  });

  it('l’équipe porte le badge Admin et ses liens s’ouvrent ; ceux d’un élève restent du texte', () => {
    const student = message({ id: 10, content: 'Clique https://piege.example/cadeau' });
    const { item } = list([staff, student]);
    expect(within(item('Équipe Déclic')).getByText('Admin')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://declic.fr/aide' });
    expect(link).toHaveAttribute('href', 'https://declic.fr/aide');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(item(student.content)).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('« Signaler » prévient l’équipe puis remercie, à la place du bouton', async () => {
    // The server answers only when the test says so: the double click lands while it works.
    let answer = () => {};
    const requests = stubApi(() => new Promise((resolve) => (answer = () => resolve(ok))));
    list([others]);
    const report = screen.getByRole('button', { name: 'Signaler' });
    // Each « Signaler » says whose message it is about.
    expect(report).toHaveAccessibleDescription('Inès');
    await userEvent.dblClick(report);
    expect(report).toBeDisabled();
    answer();
    expect(await screen.findByText(/^Signalé, merci.!$/)).toBeInTheDocument();
    // A double click reports once.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/chat/messages/7/report']);
    expect(screen.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('un signalement refusé affiche le message du serveur, et on peut réessayer', async () => {
    const answers = [refused, ok];
    stubApi(() => answers.shift()!);
    list([others]);
    await userEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doucement, réessaie dans une minute.');
    await userEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(await screen.findByText(/^Signalé, merci.!$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('l’équipe masque n’importe quel message pour tous ; un refus ne le retire pas', async () => {
    const answers = [refused, ok];
    const requests = stubApi(() => answers.shift()!);
    const { onHidden, item } = list([others, mine], true);
    const hide = within(item(mine.content)).getByRole('button', { name: 'Masquer pour tous' });
    await userEvent.click(hide);
    expect(await screen.findByRole('alert')).toHaveTextContent('Doucement');
    expect(onHidden).not.toHaveBeenCalled();
    await userEvent.click(hide);
    await vi.waitFor(() => expect(onHidden).toHaveBeenCalledWith(8));
    expect(requests.map((r) => r.path)).toEqual(['/api/chat/messages/8/hide', '/api/chat/messages/8/hide']);
  });
});
