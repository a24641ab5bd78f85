import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { LEVEL2_TEXTES } from '../textes';
import type { VideoSource } from '../video-source';
import { YoutubeVideo } from './youtube-player';

/** The founder video: YouTube player, native player, or a plain note when there is none. */
export function LevelVideo({ source, onEnded }: { source: VideoSource; onEnded: () => void }) {
  const [unavailable, setUnavailable] = useState(false);
  if (source.kind === 'none' || unavailable) return <Alert tone="info">{LEVEL2_TEXTES.unavailable}</Alert>;
  if (source.kind === 'youtube') {
    return (
      <YoutubeVideo
        videoId={source.videoId}
        title={LEVEL2_TEXTES.videoTitle}
        onEnded={onEnded}
        onUnavailable={() => setUnavailable(true)}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the founder video is configured by the operator; captions come with it when it has them.
    <video
      src={source.url}
      controls
      playsInline
      preload="metadata"
      aria-label={LEVEL2_TEXTES.videoTitle}
      className="aspect-video w-full rounded-2xl bg-ink"
      onEnded={onEnded}
      onError={() => setUnavailable(true)}
    />
  );
}
