import { API } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

export async function deleteAccount(password: string): Promise<void> {
  await call(API.privacy.deleteAccount, { body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
