export { myLettersQueryKey, useMyLetters } from '../../../lib/my-letters';
