import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/privacy/delete-account', { method: 'POST', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
