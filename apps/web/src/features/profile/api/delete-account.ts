import { privacyApi } from '@declic/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { endSessionBy } from '../../../lib/auth/session';

export async function deleteAccount(password: string): Promise<void> {
  await call(privacyApi.deleteAccount, { body: { password } });
}

/** The deletion as the user's own end of session (only once done: a wrong password keeps them in). */
const deleteAndLeave = (password: string) =>
  endSessionBy(() => deleteAccount(password), { evenIfRefused: false });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAndLeave });
}
