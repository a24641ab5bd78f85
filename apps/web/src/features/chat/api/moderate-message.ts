import { apiRequest } from '../../../lib/api-client';

/** 'Signaler': stored for the team's review. */
export async function reportMessage(id: number): Promise<void> {
  await apiRequest(`/chat/messages/${id}/report`, { method: 'POST' });
}

/** Staff only: hides the message for everyone, live. */
export async function hideMessage(id: number): Promise<void> {
  await apiRequest(`/chat/messages/${id}/hide`, { method: 'POST' });
}
