import { chatApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

/** 'Signaler': stored for the team's review. */
export async function reportMessage(id: number): Promise<void> {
  await call(chatApi.report, { params: { id } });
}

/** Staff only: hides the message for everyone, live. */
export async function hideMessage(id: number): Promise<void> {
  await call(chatApi.hide, { params: { id }, body: null });
}
