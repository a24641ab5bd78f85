import { type ExtraInfoEntry, extraInfoResponseSchema } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/users/profile/extra-info: the answers given during the level-1 conversation. */
export function saveExtraInfo(entries: ExtraInfoEntry[]) {
  return apiRequest('/users/profile/extra-info', {
    method: 'POST',
    body: { entries },
    schema: extraInfoResponseSchema,
  });
}

/** A failed save is logged, never blocking: the student keeps playing. */
export function useSaveExtraInfo() {
  return useMutation({
    mutationFn: saveExtraInfo,
    onError: (error) => console.error('Réponses du niveau 1 non enregistrées :', error),
  });
}
