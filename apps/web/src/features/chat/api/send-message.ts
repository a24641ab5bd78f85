import { API } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function sendMessage(content: string) {
  return call(API.chat.send, { body: { content } });
}
