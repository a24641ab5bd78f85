import { chatMessageSchema } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

export function sendMessage(content: string) {
  return apiRequest('/chat/messages', { method: 'POST', body: { content }, schema: chatMessageSchema });
}
