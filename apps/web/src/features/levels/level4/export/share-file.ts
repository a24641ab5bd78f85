import { STORY_FILE_NAME } from '@declic/domain';

/** Downloads the story PNG (a data URL or our own same-origin address). */
export function saveStoryImage(src: string): void {
  const link = document.createElement('a');
  link.href = src;
  link.download = STORY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/** The PNG's bytes: decoded here for a data URL (the CSP's connect-src rightly refuses fetching data:). */
async function pngBlob(src: string): Promise<Blob> {
  if (!src.startsWith('data:')) return (await fetch(src)).blob();
  const binary = atob(src.slice(src.indexOf(',') + 1));
  return new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type: 'image/png' });
}

/** Shares the story file with the Web Share API; says 'unsupported' when the device cannot. */
export async function shareStoryImage(src: string, title: string): Promise<ShareOutcome> {
  const file = new File([await pngBlob(src)], STORY_FILE_NAME, { type: 'image/png' });
  if (typeof navigator.share !== 'function' || !navigator.canShare?.({ files: [file] })) return 'unsupported';
  try {
    await navigator.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    // Closing the share sheet is not a failure.
    if ((error as Error).name === 'AbortError') return 'cancelled';
    throw error;
  }
}
