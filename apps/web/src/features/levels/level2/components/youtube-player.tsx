import { useEffect, useRef } from 'react';

interface YoutubePlayer {
  destroy(): void;
}
interface YoutubeApi {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host: string;
      width: string;
      height: string;
      playerVars: Record<string, number>;
      events: { onStateChange: (event: { data: number }) => void };
    },
  ) => YoutubePlayer;
  PlayerState: { ENDED: number };
}
declare global {
  interface Window {
    YT?: YoutubeApi;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let apiPromise: Promise<YoutubeApi> | null = null;

/** YouTube's IFrame API, loaded once and only when a level needs it. */
function loadYoutubeApi(): Promise<YoutubeApi> {
  apiPromise ??= new Promise((resolve, reject) => {
    if (window.YT?.Player) return resolve(window.YT);
    window.onYouTubeIframeAPIReady = () => resolve(window.YT as YoutubeApi);
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.onerror = () => {
      apiPromise = null;
      reject(new Error('Lecteur YouTube indisponible.'));
    };
    document.head.append(script);
  });
  return apiPromise;
}

interface YoutubeVideoProps {
  videoId: string;
  title: string;
  onEnded: () => void;
  onUnavailable: () => void;
}

export function YoutubeVideo({ videoId, title, onEnded, onUnavailable }: YoutubeVideoProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onEnded, onUnavailable });
  callbacks.current = { onEnded, onUnavailable };

  useEffect(() => {
    let player: YoutubePlayer | null = null;
    let cancelled = false;
    loadYoutubeApi()
      .then((api) => {
        if (cancelled || !container.current) return;
        const target = document.createElement('div');
        container.current.append(target);
        player = new api.Player(target, {
          videoId,
          host: 'https://www.youtube-nocookie.com',
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, playsinline: 1 },
          events: {
            onStateChange: (event) => {
              if (event.data === api.PlayerState.ENDED) callbacks.current.onEnded();
            },
          },
        });
      })
      .catch(() => callbacks.current.onUnavailable());
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [videoId]);

  return (
    <section aria-label={title} className="aspect-video w-full overflow-hidden rounded-2xl bg-ink">
      <div ref={container} className="size-full [&_iframe]:size-full" />
    </section>
  );
}
