/** A link to one video on a platform a page can embed. */
export interface VideoLink {
  /** The platform's own id (YouTube), or prefixed by the platform ('dailymotion-x8wyt7'). */
  id: string;
  /** The link in one canonical form, whatever way the source wrote it. */
  url: string;
  /** The player address for an iframe. */
  embedUrl: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'youtu.be']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([^/]+)/;
const DAILYMOTION_PATH = /^\/(?:embed\/)?video\/(x[a-z0-9]+)/i;
const VIMEO_PATH = /^\/(?:.*\/)?(\d{5,12})(?:\/|$)/;

/**
 * The video a link points to, for YouTube, Dailymotion and Vimeo over http(s); null for any
 * other address, and for a channel or a user page (not one video). A YouTube start time
 * (`t=88s`) is kept.
 */
export function videoLink(value: string | null | undefined): VideoLink | null {
  let url: URL;
  try {
    url = new URL(value?.trim() ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (YOUTUBE_HOSTS.has(host)) return youtube(url, host);
  if (host === 'dailymotion.com' || host === 'dai.ly') return dailymotion(url, host);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeo(url);
  return null;
}

function youtube(url: URL, host: string): VideoLink | null {
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1).split('/')[0]
      : url.pathname === '/watch'
        ? url.searchParams.get('v')
        : url.pathname.match(YOUTUBE_PATH)?.[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = Number(url.searchParams.get('t')?.match(/^(\d+)s?$/)?.[1] ?? 0);
  return {
    id,
    url: `https://www.youtube.com/watch?v=${id}${start > 0 ? `&t=${start}s` : ''}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`,
  };
}

function dailymotion(url: URL, host: string): VideoLink | null {
  const id =
    host === 'dai.ly' ? url.pathname.slice(1).split('/')[0] : url.pathname.match(DAILYMOTION_PATH)?.[1];
  if (!id || !/^x[a-z0-9]+$/i.test(id)) return null;
  return {
    id: `dailymotion-${id}`,
    url: `https://www.dailymotion.com/video/${id}`,
    embedUrl: `https://www.dailymotion.com/embed/video/${id}`,
  };
}

function vimeo(url: URL): VideoLink | null {
  const id = url.pathname.match(VIMEO_PATH)?.[1];
  if (!id) return null;
  return {
    id: `vimeo-${id}`,
    url: `https://vimeo.com/${id}`,
    embedUrl: `https://player.vimeo.com/video/${id}`,
  };
}
