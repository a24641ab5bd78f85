/** Which player the level-2 video needs: YouTube's IFrame API, a native <video>, or none. */
export type VideoSource =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'file'; url: string }
  | { kind: 'none' };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = ['youtu.be', 'youtube.com', 'youtube-nocookie.com'];

const isYoutube = (url: URL) => YOUTUBE_HOSTS.includes(url.hostname.replace(/^www\.|^m\./, ''));

function youtubeId(url: URL): string | null {
  const candidate = url.hostname.endsWith('youtu.be')
    ? url.pathname.slice(1)
    : url.pathname.startsWith('/watch')
      ? url.searchParams.get('v')
      : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export function videoSourceOf(configured: string | null | undefined, origin: string): VideoSource {
  if (!configured?.trim()) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(configured.trim(), origin);
  } catch {
    return { kind: 'none' };
  }
  if (isYoutube(url)) {
    const videoId = youtubeId(url);
    return videoId ? { kind: 'youtube', videoId } : { kind: 'none' };
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? { kind: 'file', url: url.href }
    : { kind: 'none' };
}
