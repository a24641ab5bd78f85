import { classDashboardApi, classSlug, fillPath } from '@declic/domain';
import { authorizationHeader, renewSessionAfterUnauthorized } from '../../../lib/api-auth';
import { apiPath } from '../../../lib/api-path';
import { TEXTES } from '../textes';

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The class's CSV as the server writes it (BOM, `;`), fetched with the bearer token — a plain link
 * would carry no token — and saved under the server's file name.
 */
export async function downloadClassCsv(classroomId: string, className: string): Promise<void> {
  const url = new URL(
    apiPath(fillPath(classDashboardApi.exportCsv.path, { id: classroomId })),
    window.location.origin,
  );
  const send = () => fetch(url, { headers: authorizationHeader(), credentials: 'same-origin' });
  let response = await send();
  if (response.status === 401 && (await renewSessionAfterUnauthorized())) response = await send();
  if (!response.ok) throw new Error(TEXTES.exportEchec);
  const named = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  saveFile(await response.blob(), named ?? `classe-${classSlug(className)}.csv`);
}
