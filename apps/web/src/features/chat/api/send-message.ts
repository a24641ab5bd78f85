import { chatApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function sendMessage(content: string) {
  return call(chatApi.send, { body: { content } });
}
