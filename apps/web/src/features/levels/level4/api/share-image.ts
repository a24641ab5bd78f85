import { levelsApi, type ShareImageResponse } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';
import { ApiRequestError } from '../../../../lib/api-client';

export type ShareImageSource = 'profile' | 'niveau4';

/** POST /api/analysis/share-image: the story PNG as a data URL; answers its stored url. */
export function uploadShareImage(dataUrl: string, source: ShareImageSource, userId: string) {
  return call(levelsApi.saveShareImage, {
    body: { dataUrl, questionnaireType: 'mbti', metadata: { source, userId } },
  });
}

/** The caller's latest saved story image, or null when they have none. */
export function useSavedShareImage(enabled: boolean) {
  return useQuery({
    queryKey: ['share-image'],
    queryFn: async (): Promise<ShareImageResponse | null> => {
      try {
        return await call(levelsApi.shareImage);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}
