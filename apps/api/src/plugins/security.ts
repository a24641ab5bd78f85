import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy the built SPA satisfies: scripts and styles
 * from our origin only, avatars drawn as data: URIs, map tiles from OpenStreetMap, the video
 * player from YouTube's privacy-enhanced domain, and the level-2 video's host when it is a file.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const videoOrigin = externalVideoOrigin(app.config.site.level2VideoUrl);
  // YouTube's player script runs only when the level-2 video is a YouTube link; the app is one
  // page (one policy for all its routes), so that is decided by configuration.
  const youtubeScripts = isYoutubeUrl(app.config.site.level2VideoUrl)
    ? ['https://www.youtube.com', 'https://s.ytimg.com']
    : [];
  const publicUrl = new URL(app.config.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...youtubeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://i.ytimg.com'],
        fontSrc: ["'self'"],
        // The chat's WebSocket goes to our own host only (named too, for browsers whose 'self'
        // does not cover ws:).
        connectSrc: ["'self'", `${https ? 'wss' : 'ws'}://${publicUrl.host}`],
        mediaSrc: ["'self'", 'blob:', ...(videoOrigin ? [videoOrigin] : [])],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS means something only over https: a plain-http server must not announce it.
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Built once here: @fastify/helmet rebuilt the middleware, policy parsing included, on every
  // request (10 to 18 µs measured alone, ~50 µs in a profile under load; docs/decisions.md).
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
}

const YOUTUBE_HOST = /(^|\.)(youtube(-nocookie)?\.com|youtu\.be)$/;

export function isYoutubeUrl(url: string | null): boolean {
  return Boolean(url?.startsWith('http') && YOUTUBE_HOST.test(new URL(url).hostname));
}

/** The origin of a level-2 video file hosted elsewhere (a CDN), which media-src must then allow. */
export function externalVideoOrigin(url: string | null): string | null {
  if (!url?.startsWith('http')) return null;
  // YouTube plays in its own frame (frame-src), not as a media element.
  return isYoutubeUrl(url) ? null : new URL(url).origin;
}
