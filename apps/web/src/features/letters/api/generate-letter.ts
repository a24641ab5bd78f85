import { type GenerateLetterRequest, lettersApi } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function generateLetter(body: GenerateLetterRequest) {
  return call(lettersApi.generate, { body });
}
