import { type GenerateLetterRequest, generateLetterResponseSchema } from '@declic/domain';
import { apiRequest } from '../../../lib/api-client';

export function generateLetter(body: GenerateLetterRequest) {
  return apiRequest('/letter/generate', { method: 'POST', body, schema: generateLetterResponseSchema });
}
