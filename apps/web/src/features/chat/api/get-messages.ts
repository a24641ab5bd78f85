import { chatApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

/** The last 200 visible messages of the global chat, oldest first. */
export async function getMessages() {
  return (await call(chatApi.messages)).messages;
}
