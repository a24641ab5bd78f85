import { privacyApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

/** Fetches the export with the bearer token, then hands it to the browser as a file download. */
export async function downloadDataExport(): Promise<void> {
  const data = await call(privacyApi.exportData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'declic-mes-donnees.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
