import { API, type GenerateLetterRequest } from '@declic/domain';
import { call } from '../../../lib/api-call';

export function generateLetter(body: GenerateLetterRequest) {
  return call(API.letters.generate, { body });
}
