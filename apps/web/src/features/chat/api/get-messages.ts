import { chatMessagesResponseSchema } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

/** The last 200 visible messages of the global chat, oldest first. */
export async function getMessages() {
  return (await apiRequest('/chat/messages', { schema: chatMessagesResponseSchema })).messages;
}
