import { type ChatSocketEvent, type ChatSocketHello, chatApi } from '@declic/domain';
import { useEffect, useRef, useState } from 'react';
import { apiPath } from '../../../lib/api-path';
import { currentAccessToken } from '../../../lib/auth/session';

const RETRY_DELAYS_MS = [500, 1000, 2000, 5000];

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${apiPath(chatApi.socket.path)}`;
}

/**
 * Keeps a live connection to the global chat. Each (re)connection sends the access token and
 * the last message id we hold, so the server replays what we missed, exactly once.
 */
export function useChatSocket(
  enabled: boolean,
  lastId: () => number | undefined,
  onEvent: (event: ChatSocketEvent) => void,
): 'connecting' | 'live' {
  const [status, setStatus] = useState<'connecting' | 'live'>('connecting');
  const handlers = useRef({ lastId, onEvent });
  handlers.current = { lastId, onEvent };

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () =>
        socket?.send(
          JSON.stringify({
            type: 'auth',
            token: currentAccessToken() ?? '',
            since: handlers.current.lastId(),
          } satisfies ChatSocketHello),
        );
      socket.onmessage = (frame) => {
        const parsed = chatApi.socket.stream.events.safeParse(JSON.parse(String(frame.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          attempt = 0;
          setStatus('live');
        }
        handlers.current.onEvent(parsed.data);
      };
      socket.onclose = () => {
        setStatus('connecting');
        if (stopped) return;
        retryTimer = setTimeout(connect, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [enabled]);

  return status;
}
