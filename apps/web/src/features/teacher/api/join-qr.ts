import { classroomsApi } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { authorizationHeader, renewSessionAfterUnauthorized } from '../../../lib/api-auth';
import { routeUrl } from '../../../lib/api-call';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from '../../../lib/api-client';

/** The SVG text; a 401 renews the session once and asks again, as the API client does. */
async function fetchSvg(url: string, signal: AbortSignal, mayRetry = true): Promise<string> {
  const response = await fetch(url, {
    headers: { Accept: 'image/svg+xml', ...authorizationHeader() },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401 && mayRetry && (await renewSessionAfterUnauthorized())) {
    return fetchSvg(url, signal, false);
  }
  if (!response.ok) throw new ApiRequestError(response.status, 'qr_code', UNKNOWN_ERROR_MESSAGE);
  return response.text();
}

/**
 * The class's QR code as a data: URL for an <img>. The SVG route wants the bearer token, which an
 * <img src> cannot send: it is fetched, then shown. Keyed by the code, so a new code redraws it.
 */
export function useJoinQr(classroomId: string, joinCode: string | null) {
  return useQuery({
    queryKey: ['teacher', 'join-qr', classroomId, joinCode],
    enabled: joinCode !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const url = new URL(routeUrl(classroomsApi.joinQrCode, { id: classroomId }), window.location.origin);
      const svg = await fetchSvg(url.href, signal);
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
  });
}
