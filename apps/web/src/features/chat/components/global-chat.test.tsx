import type { ChatMessage } from '@declic/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRequest, stubApi } from '../../../../test/fake-api';
import { GlobalChat } from './global-chat';

const message = (id: number, content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  authorName: 'Lina',
  isStaff: false,
  isMine: false,
  content,
  createdAt: '2026-11-26T09:00:00.000Z',
  ...extra,
});

/** The browser's WebSocket as the chat uses it: the test opens it and pushes frames. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((frame: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  push(event: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

function setup(answer: (request: FakeRequest) => FakeAnswer = () => ({})) {
  const history = [message(1, 'Salut !'), message(2, 'Qui fait médecine ?')];
  const requests = stubApi((request) =>
    request.method === 'GET' ? { body: { messages: history } } : answer(request),
  );
  render(<GlobalChat viewerIsStaff={false} />);
  return { requests, list: () => screen.getByRole('list', { name: 'Chat global' }) };
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('le chat global', () => {
  it('montre l’historique, s’abonne depuis le dernier message, puis suit les messages et les masquages en direct', async () => {
    const { list } = setup();
    expect(await within(list()).findByText('Qui fait médecine ?')).toBeInTheDocument();
    // The socket opens in an effect after the history shows: wait for it, a busy machine lags.
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/chat\/socket$/);
    act(() => socket.onopen?.());
    expect(socket.sent).toEqual([{ type: 'auth', token: '', since: 2 }]);
    expect(screen.getByText('Reconnexion…')).toBeInTheDocument();
    socket.push({ type: 'ready' });
    expect(screen.getByText('En direct')).toBeInTheDocument();

    socket.push({ type: 'message', message: message(3, 'Moi, en PASS.') });
    expect(within(list()).getByText('Moi, en PASS.')).toBeInTheDocument();
    socket.push({ type: 'hidden', id: 1 });
    expect(within(list()).queryByText('Salut !')).not.toBeInTheDocument();
    // A frame that is not one of the declared events is ignored.
    socket.push({ type: 'message', message: { id: 'x' } });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('un message envoyé s’affiche aussitôt, puis prend la place que le serveur lui donne', async () => {
    const { requests, list } = setup((request) => ({
      status: 201,
      body: message(10, (request.body as { content: string }).content, { isMine: true, authorName: 'Toi' }),
    }));
    await within(list()).findByText('Salut !');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ton message' }), 'Bonjour à tous{Enter}');
    expect(await within(list()).findByText('Bonjour à tous')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/chat/messages',
      body: { content: 'Bonjour à tous' },
    });
    // The same message arriving on the socket is not shown twice.
    FakeSocket.opened[0]!.push({ type: 'message', message: message(10, 'Bonjour à tous', { isMine: true }) });
    expect(within(list()).getAllByText('Bonjour à tous')).toHaveLength(1);
  });

  it('un envoi refusé retire le message et dit pourquoi', async () => {
    const { list } = setup(() => ({
      status: 429,
      body: {
        code: 'trop_de_messages',
        message: 'Tu envoies beaucoup de messages. Attends quelques secondes.',
      },
    }));
    await within(list()).findByText('Salut !');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ton message' }), 'Vite vite{Enter}');
    expect(
      await screen.findByText('Tu envoies beaucoup de messages. Attends quelques secondes.'),
    ).toBeInTheDocument();
    expect(within(list()).queryByText('Vite vite')).not.toBeInTheDocument();
  });
});
