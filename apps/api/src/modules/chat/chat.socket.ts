import { API, type ChatSocketEvent, displayedLevel } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SESSION_ENDS_CHANNEL } from '../auth';
import { getProgression } from '../progression';
import { listMessages, listRecentlyHiddenIds } from './chat.repository';
import { CHAT_CHANNEL, CHAT_MIN_LEVEL, type ChatBroadcast, toSocketEvent } from './chat.service';

const AUTH_TIMEOUT_MS = 10_000;
/** Live chat sockets one account may hold on one server (tabs, phone and computer). */
export const MAX_SOCKETS_PER_USER = 5;

/** The open sockets of each account on this server, to close them when its sessions end. */
const openSockets = new WeakMap<FastifyInstance, Map<string, Set<WebSocket>>>();

function socketsOf(app: FastifyInstance, userId: string): Set<WebSocket> {
  let byUser = openSockets.get(app);
  if (!byUser) {
    byUser = new Map();
    openSockets.set(app, byUser);
    const users = byUser;
    app.realtime.subscribe(SESSION_ENDS_CHANNEL, (payload) => {
      const { userId: ended } = payload as { userId: string };
      for (const socket of users.get(ended) ?? []) {
        refuse(socket, 4401, 'session_terminee', 'Ta session est terminée. Connecte-toi à nouveau.');
      }
    });
  }
  let sockets = byUser.get(userId);
  if (!sockets) {
    sockets = new Set();
    byUser.set(userId, sockets);
  }
  return sockets;
}

function send(socket: WebSocket, event: ChatSocketEvent): void {
  sendRaw(socket, JSON.stringify(event));
}

function sendRaw(socket: WebSocket, frame: string): void {
  if (socket.readyState === socket.OPEN) socket.send(frame);
}

// Hundreds of sockets receive the same broadcast object: serialise it once per point of view.
const serialised = new WeakMap<ChatBroadcast, Map<boolean, string>>();

function serialisedFor(broadcast: ChatBroadcast, viewerId: string): string {
  const mine = broadcast.type === 'message' && broadcast.message.userId === viewerId;
  let views = serialised.get(broadcast);
  if (!views) {
    views = new Map();
    serialised.set(broadcast, views);
  }
  let frame = views.get(mine);
  if (frame === undefined) {
    frame = JSON.stringify(toSocketEvent(broadcast, viewerId));
    views.set(mine, frame);
  }
  return frame;
}

function refuse(socket: WebSocket, closeCode: number, code: string, message: string): void {
  send(socket, { type: 'error', code, message });
  socket.close(closeCode, code);
}

/**
 * One chat connection. The first frame carries the access token (kept out of URLs and logs)
 * and the last message id the client has. Live messages are buffered while the backlog after
 * that id is read, then flushed without the ids already sent: no loss, no duplicate. A client
 * that comes back is also told which of the messages it holds the staff hid meanwhile.
 */
export function handleChatSocket(app: FastifyInstance, socket: WebSocket): void {
  const timer = setTimeout(() => refuse(socket, 4401, 'non_authentifie', 'Non authentifié'), AUTH_TIMEOUT_MS);
  socket.once('message', async (data: Buffer) => {
    clearTimeout(timer);
    let userId: string;
    let since: number | undefined;
    try {
      const hello = API.chat.socket.stream.client.parse(JSON.parse(String(data)));
      userId = (await app.readSession(hello.token)).id;
      since = hello.since;
    } catch {
      refuse(socket, 4401, 'non_authentifie', 'Non authentifié');
      return;
    }
    const mine = socketsOf(app, userId);
    if (mine.size >= MAX_SOCKETS_PER_USER) {
      refuse(socket, 4429, 'trop_de_connexions', 'Le chat est déjà ouvert dans trop d’onglets. Ferme-en un.');
      return;
    }
    mine.add(socket);
    app.metrics.chatClients.inc();
    socket.on('close', () => {
      mine.delete(socket);
      app.metrics.chatClients.dec();
    });
    const progression = await getProgression(app.database, userId, app.clock.now());
    // Same rule as assertLevel (policies/level.ts): above the free limit, only a paid account keeps its level.
    if (displayedLevel(progression.level, progression.isPaid) < CHAT_MIN_LEVEL) {
      refuse(socket, 4403, 'niveau_insuffisant', `Le chat s’ouvre au niveau ${CHAT_MIN_LEVEL}.`);
      return;
    }

    // NOTIFY order is commit order, not id order: duplicates are found by id, not by "≤ last".
    const replayedIds = new Set<number>();
    const buffered: ChatBroadcast[] = [];
    let live = false;
    const deliver = (broadcast: ChatBroadcast) => {
      if (broadcast.type === 'message') {
        const { id } = broadcast.message;
        if ((since !== undefined && id <= since) || replayedIds.has(id)) return;
        if (!live) replayedIds.add(id);
      }
      sendRaw(socket, serialisedFor(broadcast, userId));
    };
    const unsubscribe = app.realtime.subscribe(CHAT_CHANNEL, (payload) => {
      const broadcast = payload as ChatBroadcast;
      if (live) deliver(broadcast);
      else buffered.push(broadcast);
    });
    socket.on('close', unsubscribe);

    try {
      if (since !== undefined) {
        for (const id of await listRecentlyHiddenIds(app.database, since)) deliver({ type: 'hidden', id });
        for (const message of await listMessages(app.database, since)) deliver({ type: 'message', message });
      }
    } catch (error) {
      app.log.error(error, 'reprise du chat impossible');
      refuse(socket, 1011, 'erreur_serveur', 'Erreur de chargement');
      return;
    }
    send(socket, { type: 'ready' });
    live = true;
    for (const broadcast of buffered.splice(0)) deliver(broadcast);
  });
}
