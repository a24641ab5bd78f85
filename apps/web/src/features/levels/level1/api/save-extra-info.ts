import { type ExtraInfoEntry, usersApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-call';

/** POST /api/users/profile/extra-info: the answers given during the level-1 conversation. */
export function saveExtraInfo(entries: ExtraInfoEntry[]) {
  return call(usersApi.addExtraInfo, { body: { entries } });
}

/** A failed save is logged, never blocking: the student keeps playing. */
export function useSaveExtraInfo() {
  return useMutation({
    mutationFn: saveExtraInfo,
    onError: (error) => console.error('Réponses du niveau 1 non enregistrées :', error),
  });
}
